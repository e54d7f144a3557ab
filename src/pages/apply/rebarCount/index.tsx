import { Button } from '@nutui/nutui-react-taro'
import { Image, ScrollView, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useMemo, useState } from 'react'
import { fileUrl, uploadFile } from '@/api/file'
import { countRebar, listRebarRecords, saveRebarRecord } from '@/api/rebar'
import { listOnlineDev } from '@/api/visualdev'
import { ChoiceChips } from '@/components/ChoiceChips'
import { RecordPicker, type RecordRow } from '@/components/FormEngine/pickers/RecordPicker'
import '@/components/FormEngine/index.scss'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { timeFormat } from '@/core/format'
import { editText, recordCountText, tapMarks, TAP_SLOP_PX, viewScale, ZOOMS, type RebarMark } from '@/core/rebar'
import { padWidth } from '@/platform/canvas'
import { chooseImages } from '@/platform/media'
import { setPageTitle } from '@/platform/nav'
import { tapPointIn } from '@/platform/tap'
import { toast } from '@/platform/ui'
import type { RebarCountResult } from '../../../../types/api/rebar'
import './index.scss'

/** The receipts a count is saved against: the records of 进场材料 the user sees. */
const RECEIPTS = 'module_incomingMaterials'
/** The photo's view is at most this tall: taller photos scroll inside it. */
const STAGE_MAX_HEIGHT = 420

interface Photo extends RebarCountResult {
  url: string
  /** where the app shows it from: the local file until the server's copy is known */
  src: string
}

interface Receipt { id: string, name: string }

const receiptNameOf = (row: RecordRow): string =>
  [[row.materialName, row.specification].filter(Boolean).join(' '), row.batchNo].filter(Boolean).join(' · ')

/**
 * 钢筋计数: photograph the ends of a bundle; the server counts the bars and marks each; a tap on a
 * mark removes it, a tap elsewhere adds one; the count is saved against a material receipt
 * (`?receiptId=&receiptName=` picks it ahead), and the recent counts are listed below.
 */
export default function RebarCount () {
  const { params } = useRouter()
  const menuName = decodeParam(params?.fullName)
  useEffect(() => { setPageTitle(menuName) }, [menuName])
  const [photo, setPhoto] = useState<Photo | null>(null)
  const [marks, setMarks] = useState<RebarMark[]>([])
  const [zoom, setZoom] = useState<number>(1)
  const [busy, setBusy] = useState<'' | 'count' | 'save'>('')
  const [error, setError] = useState('')
  const [receipt, setReceipt] = useState<Receipt | null>(params?.receiptId ? { id: decodeParam(params.receiptId), name: decodeParam(params.receiptName) } : null)
  const [picking, setPicking] = useState(false)
  const recent = useRemote(() => listRebarRecords())

  const take = async () => {
    setError('')
    const [path] = await chooseImages(1, ['camera', 'album'])
    if (!path) return
    setBusy('count')
    try {
      const uploaded = await uploadFile('annexpic', path)
      const found = await countRebar(uploaded.url)
      setPhoto({ ...found, url: uploaded.url, src: path })
      setMarks(found.marks)
      setZoom(1)
    } catch (err) {
      setError((err as Error)?.message || '计数失败，请重试')
    } finally {
      setBusy('')
    }
  }

  const save = async () => {
    if (!photo) return
    if (!receipt) { setError('请选择进场材料'); return }
    setError('')
    setBusy('save')
    try {
      await saveRebarRecord({ receiptId: receipt.id, url: photo.url, marks })
      toast('保存成功')
      setPhoto(null)
      setMarks([])
      await recent.refresh()
    } catch (err) {
      setError((err as Error)?.message || '保存失败，请重试')
    } finally {
      setBusy('')
    }
  }

  return (
    <View className='sf-rebar'>
      <View className='sf-rebar__card'>
        {photo
          ? (
            <>
              <View className='sf-rebar__count' aria-label='钢筋根数'>
                <Text className='sf-rebar__number'>{marks.length}</Text>
                <Text className='sf-rebar__unit'>根</Text>
              </View>
              <Text className='sf-rebar__edits'>{editText(photo.count, marks, photo.marks)}</Text>
              <Text className='sf-rebar__hint'>点标记删除，点空白处添加</Text>
              <ChoiceChips className='sf-rebar__zoom' label='缩放' options={ZOOMS.map((z) => ({ value: z, text: `${z}×` }))} value={zoom} onChange={setZoom} />
              <Stage photo={photo} marks={marks} zoom={zoom} onMarks={setMarks} />
            </>
            )
          : (
            <View className='sf-rebar__empty'>
              <Text className='sf-rebar__empty-title'>拍摄钢筋端面</Text>
              <Text className='sf-rebar__hint'>正对成捆钢筋的端面拍照，光线均匀、端面完整入镜，系统自动识别根数</Text>
            </View>
            )}
        {busy === 'count' && <Text className='sf-rebar__busy'>正在识别...</Text>}
        {error && <View className='sf-rebar__error' role='alert'>{error}</View>}
        <Button block type={photo ? 'default' : 'primary'} disabled={!!busy} onClick={() => { void take() }}>{photo ? '重新拍照' : '拍照 / 选择照片'}</Button>
      </View>

      {photo && (
        <View className='sf-rebar__card'>
          <View className='sf-rebar__receipt' role='button' aria-label='进场材料' onClick={() => setPicking(true)}>
            <Text className='sf-rebar__label'>进场材料</Text>
            <Text className={`sf-rebar__value ${receipt ? '' : 'is-empty'}`}>{receipt?.name || '请选择进场材料'}</Text>
          </View>
          <Button block type='primary' loading={busy === 'save'} disabled={!!busy} onClick={() => { void save() }}>保存计数（{marks.length} 根）</Button>
        </View>
      )}

      <Text className='sf-rebar__title'>最近计数</Text>
      <PageShell loading={recent.loading} error={recent.error} onRetry={() => { void recent.reload() }}
        empty={(recent.data ?? []).length === 0} emptyText='暂无计数记录'>
        {(recent.data ?? []).map((r) => (
          <View key={r.id} className='sf-rebar__record' aria-label='计数记录'>
            <Image className='sf-rebar__thumb' src={fileUrl(r.photoUrl)} mode='aspectFill' lazyLoad />
            <View className='sf-rebar__record-main'>
              <Text className='sf-rebar__record-count'>{recordCountText(r)}</Text>
              <Text className='sf-rebar__record-line'>{r.receiptName}</Text>
              <Text className='sf-rebar__record-line'>{r.creatorName} · {timeFormat(r.creatorTime, 'yyyy-mm-dd hh:MM')}</Text>
            </View>
          </View>
        ))}
      </PageShell>

      <RecordPicker visible={picking} title='选择进场材料' multiple={false} pageSize={20}
        load={(q) => listOnlineDev(RECEIPTS, q)} valueKey='id' labelKey='materialName'
        columns={[{ value: 'specification', label: '规格' }, { value: 'batchNo', label: '批号' }, { value: 'entryDate', label: '进场日期' }]}
        selected={receipt ? [receipt.id] : []}
        onConfirm={(rows) => { const row = rows[0]; if (row) setReceipt({ id: String(row.id), name: receiptNameOf(row) }); setPicking(false) }}
        onClose={() => setPicking(false)} />
    </View>
  )
}

/** The photo with a circle on each mark, zoomed to fill the screen's width `zoom` times; scrolls when larger than its view. */
function Stage ({ photo, marks, zoom, onMarks }: { photo: Photo, marks: RebarMark[], zoom: number, onMarks: (marks: RebarMark[]) => void }) {
  const width = useMemo(() => padWidth(), [])
  const scale = viewScale(photo.width, width, zoom)
  const shownWidth = photo.width * scale
  const shownHeight = photo.height * scale
  const tap = async (event: unknown) => {
    const at = await tapPointIn('#sf-rebar-photo', event)
    if (!at) return
    onMarks(tapMarks(marks, at.x / scale, at.y / scale, { width: photo.width, height: photo.height, slop: TAP_SLOP_PX / scale }))
  }
  return (
    <ScrollView className='sf-rebar__stage' scrollX scrollY style={{ width: `${width}px`, height: `${Math.min(shownHeight, STAGE_MAX_HEIGHT)}px` }}>
      <View id='sf-rebar-photo' className='sf-rebar__photo' style={{ width: `${shownWidth}px`, height: `${shownHeight}px` }}
        aria-label='钢筋照片' onClick={(e) => { void tap(e) }}>
        <Image className='sf-rebar__image' src={photo.src} mode='scaleToFill' style={{ width: `${shownWidth}px`, height: `${shownHeight}px` }} />
        {marks.map((m, i) => (
          <View key={`${m.x},${m.y},${i}`} className='sf-rebar__mark' data-x={m.x} data-y={m.y}
            style={{ left: `${(m.x - m.r) * scale}px`, top: `${(m.y - m.r) * scale}px`, width: `${2 * m.r * scale}px`, height: `${2 * m.r * scale}px` }} />
        ))}
      </View>
    </ScrollView>
  )
}
