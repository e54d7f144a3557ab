// The mini-program's native Canvas; the H5 build reads canvas.h5.ts (why: video.h5.ts).
export { Canvas } from '@tarojs/components'
