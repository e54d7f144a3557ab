/**
 * The tab bar (SPEC.md: order fixed). Apart from src/routes.ts so the main package can use it
 * without carrying the whole route table.
 */
export interface TabDef {
  path: string
  text: string
  icon: string
}

export type TabPath = 'pages/index/index' | 'pages/index/map' | 'pages/index/apply' | 'pages/index/cloudVideo' | 'pages/index/my'

export const TABS: Array<TabDef & { path: TabPath }> = [
  { path: 'pages/index/index', text: '消息', icon: 'message' },
  { path: 'pages/index/map', text: '地图', icon: 'map' },
  { path: 'pages/index/apply', text: '工作台', icon: 'apply' },
  { path: 'pages/index/cloudVideo', text: '云视频', icon: 'video' },
  { path: 'pages/index/my', text: '我的', icon: 'my' }
]

export function isTabPath (url: string): boolean {
  const path = url.replace(/^\//, '').split('?')[0]
  return TABS.some((t) => t.path === path)
}
