import { View, Text } from '@tarojs/components'
import { useRef, useState, type ReactNode } from 'react'
import './index.scss'

export interface SwipeAction {
  text: string
  danger?: boolean
  onClick: () => void
}

export interface SwipeCellProps {
  children: ReactNode
  /** revealed by swiping left */
  actions: SwipeAction[]
  onClick?: () => void
  /** long press (also for gloved hands that cannot swipe precisely) */
  onLongPress?: () => void
  className?: string
}

/** Width of one action button in px (the 750 design is halved on a 375 px screen). */
const ACTION_WIDTH = 72
const OPEN_AT = 30

type TouchLike = { touches?: ArrayLike<{ clientX: number, clientY: number }>, changedTouches?: ArrayLike<{ clientX: number, clientY: number }> }
const point = (e: unknown) => { const t = e as TouchLike; return t.touches?.[0] ?? t.changedTouches?.[0] }
const pointX = (e: unknown) => point(e)?.clientX ?? 0
const pointY = (e: unknown) => point(e)?.clientY ?? 0

/** A row that reveals its actions when swiped left; a tap on an open row closes it. */
export function SwipeCell ({ children, actions, onClick, onLongPress, className }: SwipeCellProps) {
  const width = ACTION_WIDTH * actions.length
  const [offset, setOffset] = useState(0)
  const start = useRef<{ x: number, y: number, base: number, horizontal: boolean | null } | null>(null)
  const longPressed = useRef(false)

  const onTouchStart = (e: unknown) => {
    start.current = { x: pointX(e), y: pointY(e), base: offset, horizontal: null }
    longPressed.current = false
  }
  const onTouchMove = (e: unknown) => {
    const s = start.current
    if (!s) return
    const dx = pointX(e) - s.x
    const dy = pointY(e) - s.y
    if (s.horizontal === null && (Math.abs(dx) > 6 || Math.abs(dy) > 6)) s.horizontal = Math.abs(dx) > Math.abs(dy)
    if (s.horizontal) setOffset(Math.min(0, Math.max(-width, s.base + dx)))
  }
  const onTouchEnd = () => {
    if (start.current?.horizontal) setOffset((o) => (o < -OPEN_AT ? -width : 0))
    start.current = null
  }
  const tap = () => {
    if (longPressed.current) return
    if (offset !== 0) setOffset(0)
    else onClick?.()
  }

  return (
    <View className={`sf-swipe ${className ?? ''}`}>
      <View className='sf-swipe__actions' style={{ width: `${width}px` }}>
        {actions.map((a) => (
          <View
            key={a.text}
            className={`sf-swipe__action ${a.danger ? 'sf-swipe__action--danger' : ''}`}
            style={{ width: `${ACTION_WIDTH}px` }}
            role='button'
            aria-label={a.text}
            onClick={() => { setOffset(0); a.onClick() }}
          >
            <Text>{a.text}</Text>
          </View>
        ))}
      </View>
      <View
        className='sf-swipe__content'
        style={{ transform: `translateX(${offset}px)` }}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
        onClick={tap}
        onLongPress={onLongPress ? () => { longPressed.current = true; onLongPress() } : undefined}
      >
        {children}
      </View>
    </View>
  )
}
