/** Where a tap on a map feature leads: its page, when that page is one of the app's. */
import type { MapFeature } from '../../../types/api/map'
import { pagePath } from '@/routePaths'
import { nav } from '@/platform/nav'

export function openFeature (f: MapFeature): void {
  const path = f.link ? pagePath(f.link.path) : undefined
  if (!path || !f.link) return
  void nav.push(path, f.link.query)
}
