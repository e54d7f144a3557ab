/**
 * The map on H5: Leaflet, bundled with the pages that draw a map only. The project's own shapes
 * are drawn on a plain background without any tile server, over tiles when a tile URL is
 * configured. Points are circle markers (no marker images to load); a tap on a feature opens it,
 * a tap on the map picks a point.
 */
import { useEffect, useRef } from 'react'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import type { LngLat } from '../../../types/api/map'
import { boundsOf, pointsOf } from '@/core/map'
import type { MapCanvasProps } from './types'
import './index.scss'

const ll = ([lng, lat]: LngLat): L.LatLngTuple => [lat, lng]

export function MapCanvas ({ layers, tileUrl, marker, onFeature, onPick, height = '60vh' }: MapCanvasProps) {
  const box = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const drawn = useRef<L.LayerGroup | null>(null)
  const handlers = useRef({ onFeature, onPick })
  handlers.current = { onFeature, onPick }
  /** frames what is drawn (the marker, else every shape) in the box as it now measures */
  const frame = useRef<() => void>(() => {})

  useEffect(() => {
    if (!box.current) return
    const m = L.map(box.current, { zoomControl: true, attributionControl: false, center: [32.0, 118.9], zoom: 10 })
    m.on('click', (e: L.LeafletMouseEvent) => handlers.current.onPick?.([e.latlng.lng, e.latlng.lat]))
    map.current = m
    drawn.current = L.layerGroup().addTo(m)
    // the page lays itself out after the map is made (a tab shown, data arriving): frame again when the box changes size
    const resized = new ResizeObserver(() => frame.current())
    resized.observe(box.current)
    return () => { resized.disconnect(); m.remove(); map.current = null }
  }, [])

  useEffect(() => {
    const m = map.current
    if (!m || !tileUrl) return
    const tiles = L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(m)
    tiles.bringToBack()
    return () => { tiles.remove() }
  }, [tileUrl])

  useEffect(() => {
    const m = map.current
    const group = drawn.current
    if (!m || !group) return
    group.clearLayers()
    for (const layer of layers) {
      for (const f of layer.features) {
        const g = f.geometry
        const shape = g.type === 'Point'
          ? L.circleMarker(ll(g.coordinates), { radius: 8, color: '#ffffff', weight: 2, fillColor: f.color, fillOpacity: 1 })
          : g.type === 'LineString'
            ? L.polyline(g.coordinates.map(ll), { color: f.color, weight: 4 })
            : L.polygon(g.coordinates.map((ring) => ring.map(ll)), { color: f.color, weight: 1, fillOpacity: 0.08 })
        shape.bindTooltip(f.name, { direction: 'top' })
        shape.on('click', (e: L.LeafletMouseEvent) => {
          if (!handlers.current.onFeature) return
          L.DomEvent.stopPropagation(e)
          handlers.current.onFeature(f)
        })
        shape.addTo(group)
      }
    }
    if (marker) L.circleMarker(ll(marker), { radius: 10, color: '#ffffff', weight: 3, fillColor: '#f5222d', fillOpacity: 1, interactive: false }).addTo(group)
    const bounds = boundsOf(layers.flatMap((l) => l.features.flatMap((f) => pointsOf(f.geometry))))
    frame.current = () => {
      m.invalidateSize()
      if (box.current && box.current.clientWidth === 0) return
      if (marker) m.setView(ll(marker), Math.max(m.getZoom(), 15))
      else if (bounds) m.fitBounds([[bounds[1], bounds[0]], [bounds[3], bounds[2]]], { padding: [16, 16] })
    }
    frame.current()
  }, [layers, marker])

  return <div ref={box} className='sf-map-canvas' style={{ height, width: '100%' }} />
}
