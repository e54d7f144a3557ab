import Taro from '@tarojs/taro'

/** Back to the top of the page (a new question, a new step), without animation. Its own file: only
 *  subpackage screens use it, so it stays out of the main package. */
export function scrollToTop (): void {
  Promise.resolve(Taro.pageScrollTo({ scrollTop: 0, duration: 0 })).catch(() => {})
}
