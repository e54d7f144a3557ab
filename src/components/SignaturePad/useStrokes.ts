/** The strokes being drawn: a touch starts one, moves add points. */
import { useCallback, useRef, useState } from 'react'
import type { Point, Stroke } from '@/core/form'

export function useStrokes (onSegment: (from: Point, to: Point) => void) {
  const strokes = useRef<Stroke[]>([])
  const [count, setCount] = useState(0)

  const start = useCallback((p: Point) => {
    strokes.current.push([p])
    onSegment(p, p)
  }, [onSegment])

  const move = useCallback((p: Point) => {
    const stroke = strokes.current[strokes.current.length - 1]
    if (!stroke) return
    onSegment(stroke[stroke.length - 1], p)
    stroke.push(p)
  }, [onSegment])

  const end = useCallback(() => setCount(strokes.current.length), [])

  const reset = useCallback(() => {
    strokes.current = []
    setCount(0)
  }, [])

  return { strokes, start, move, end, reset, empty: count === 0 }
}
