/** Where a tap on a map feature leads: its page, when that page is one of the app's. */
import type { MapFeature } from '../../../types/api/map'
import { findRoute, type RoutePath } from '@/routes'
import { nav } from '@/platform/nav'

export function openFeature (f: MapFeature): void {
  const route = f.link ? findRoute(f.link.path) : undefined
  if (!route || !f.link) return
  void nav.push(route.path as RoutePath, f.link.query)
}
