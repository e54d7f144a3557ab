/**
 * A signature pad on a Taro canvas: draw with a finger, 清除 to start again, 确定 gives the
 * signature as an SVG data URL (API.md 7, Signatures).
 */
import { Text, View } from '@tarojs/components'
import { Canvas } from '@/components/tags/canvas'
import { Button } from '@nutui/nutui-react-taro'
import { useMemo, useRef } from 'react'
import { signatureDataUrl, type Point } from '@/core/form'
import { createPen, padWidth } from '@/platform/canvas'
import { useStrokes } from './useStrokes'
import './index.scss'

export interface SignaturePadProps {
  onConfirm: (dataUrl: string) => void
  onCancel: () => void
  height?: number
  color?: string
  lineWidth?: number
}

let padCount = 0

interface TouchLike { x?: number, y?: number, clientX?: number, clientY?: number }

/** Canvas touches carry x/y on weapp; H5 gives page coordinates, made relative to the canvas. */
function pointOf (e: { touches?: TouchLike[], changedTouches?: TouchLike[], currentTarget?: unknown }): Point | null {
  const t = e.touches?.[0] ?? e.changedTouches?.[0]
  if (!t) return null
  if (typeof t.x === 'number' && typeof t.y === 'number') return { x: t.x, y: t.y }
  const rect = (e.currentTarget as { getBoundingClientRect?: () => { left: number, top: number } })?.getBoundingClientRect?.()
  return { x: (t.clientX ?? 0) - (rect?.left ?? 0), y: (t.clientY ?? 0) - (rect?.top ?? 0) }
}

export function SignaturePad ({ onConfirm, onCancel, height = 200, color = '#000000', lineWidth = 3 }: SignaturePadProps) {
  const canvasId = useMemo(() => `sf-sign-${++padCount}`, [])
  const width = useMemo(padWidth, [])
  const pen = useRef<ReturnType<typeof createPen> | null>(null)
  const draw = useMemo(() => (from: Point, to: Point) => {
    pen.current = pen.current ?? createPen(canvasId, undefined, color, lineWidth)
    pen.current.segment(from, to)
  }, [canvasId, color, lineWidth])
  const { strokes, start, move, end, reset, empty } = useStrokes(draw)

  const clear = () => {
    pen.current?.clear(width, height)
    reset()
  }

  return (
    <View className='sf-sign'>
      <Text className='sf-sign__hint'>请在下方区域内签名</Text>
      <Canvas
        canvasId={canvasId}
        id={canvasId}
        className='sf-sign__canvas'
        style={{ width: `${width}px`, height: `${height}px` }}
        disableScroll
        onTouchStart={(e) => { const p = pointOf(e as never); if (p) start(p) }}
        onTouchMove={(e) => { const p = pointOf(e as never); if (p) move(p) }}
        onTouchEnd={end}
      />
      <View className='sf-sign__actions'>
        <Button size='small' onClick={onCancel}>取消</Button>
        <Button size='small' onClick={clear}>清除</Button>
        <Button size='small' type='primary' disabled={empty}
          onClick={() => onConfirm(signatureDataUrl(strokes.current, width, height, { color, lineWidth }))}>确定</Button>
      </View>
    </View>
  )
}
