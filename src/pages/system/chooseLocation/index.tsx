import { useEffect, useRef } from 'react'
import type { ChosenLocation } from '@/core/form'
import { emit } from '@/platform/events'
import { nav } from '@/platform/nav'
import { LocationChooser } from '@/components/ProjectMap'

/** 选择位置: the chooser of every form's location field (no map service needed); sends the place back, or null on back. */
export default function ChooseLocation () {
  const sent = useRef(false)
  useEffect(() => () => { if (!sent.current) emit('locationChosen', null) }, [])
  const confirm = (place: ChosenLocation) => {
    sent.current = true
    emit('locationChosen', place)
    void nav.back()
  }
  return <LocationChooser onConfirm={confirm} />
}
