/**
 * A web page inside the app. The mini-program's web-view always fills the whole page (nothing can
 * be drawn over it), and opens only hosts listed as 业务域名 of the mini-program in the WeChat
 * admin console (README "External links"). The H5 build takes index.h5.tsx (an iframe).
 */
import { WebView } from '@tarojs/components'

export interface WebFrameProps {
  src: string
  title: string
  onLoad?: () => void
}

export const FRAME_FILLS_PAGE = true

export function WebFrame ({ src, onLoad }: WebFrameProps) {
  return <WebView src={src} onLoad={onLoad} />
}
