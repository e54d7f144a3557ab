// The mini-program's native Video; the H5 build reads video.h5.ts (why: there).
export { Video } from '@tarojs/components'
