/**
 * A web page inside the H5 app: an iframe in the page's flow (under the title bar and the page's
 * notice), not Taro's web-view, which covers the whole window.
 */
import type { WebFrameProps } from './index'

export const FRAME_FILLS_PAGE = false

export function WebFrame ({ src, title, onLoad }: WebFrameProps) {
  return (
    <iframe className='sf-web-frame' src={src} title={title} onLoad={onLoad}
      // the framed page may not navigate the app itself away (no allow-top-navigation)
      sandbox='allow-scripts allow-forms allow-popups allow-same-origin allow-downloads'
      referrerPolicy='no-referrer' />
  )
}
