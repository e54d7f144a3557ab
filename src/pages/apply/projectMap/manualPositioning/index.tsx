import { useEffect, useRef } from 'react'
import type { ChosenLocation } from '@/core/form'
import { emit } from '@/platform/events'
import { nav } from '@/platform/nav'
import { LocationChooser } from '@/components/ProjectMap'

/** 手动定位: set a point by hand when GPS is poor (a tap on the map or typed coordinates), sent back like 选择位置's. */
export default function ManualPositioning () {
  const sent = useRef(false)
  useEffect(() => () => { if (!sent.current) emit('locationChosen', null) }, [])
  const confirm = (place: ChosenLocation) => {
    sent.current = true
    emit('locationChosen', { ...place, name: place.name ? `手动定位 ${place.name.replace(/^坐标 /, '')}` : '手动定位' })
    void nav.back()
  }
  return <LocationChooser locate={false} confirmText='使用该位置' onConfirm={confirm} />
}
