import { Input, Text, Textarea, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { saveRequest } from '@/api/visualdev'
import { ChoiceChips } from '@/components/ChoiceChips'
import { PageShell } from '@/components/PageShell'
import { PhotoPicker, useSections } from '@/components/Safety'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { inputValue } from '@/components/inputValue'
import { timeFormat } from '@/core/format'
import { chinaDay } from '@/core/safety/hazard'
import {
  CHECK_TYPES, RESULT_NAMES, recordOf, startWalk, tally, walkError, type CheckResult, type CheckRow, type InspectionWalk as Walk
} from '@/core/safety/checklist'
import { partText } from '@/core/safety/pickers'
import { on } from '@/platform/events'
import { nav, setPageTitle } from '@/platform/nav'
import { confirm, toast } from '@/platform/ui'
import { loadDictionary, type OptionNode } from '@/stores/base'
import { useDrafts } from '@/stores/drafts'
import { useOutbox } from '@/stores/outbox'

/** The checklists (dictionary safetyChecklist: each root a checklist, its children the items) and the records they make. */
const CHECKLISTS = 'safetyChecklist'
const MODULE = 'checklistInspection'
const DRAFT = 'inspection:new'
const QUEUED_MSG = '网络不可用，已存入待发送，恢复网络后自动提交'
const RESULTS = Object.entries(RESULT_NAMES) as Array<[CheckResult, string]>

/** A new inspection: a checklist, then each of its items judged on site; kept as a draft as it goes. */
export function InspectionWalk () {
  const [walk, setWalk] = useState<Walk | null>(() => useDrafts.getState().get<Walk>(DRAFT)?.values ?? null)
  useEffect(() => { setPageTitle(walk ? `${walk.checklistName}检查` : '选择检查表') }, [walk?.checklistName])
  const change = (next: Walk | null) => {
    setWalk(next)
    if (next) useDrafts.getState().saveLater(DRAFT, next)
    else useDrafts.getState().clear(DRAFT)
  }
  return walk ? <WalkForm walk={walk} onChange={change} /> : <Checklists onPick={change} />
}

function Checklists ({ onPick }: { onPick: (walk: Walk) => void }) {
  const lists = useRemote(() => loadDictionary(CHECKLISTS))
  const sections = useSections()
  const start = (c: OptionNode) => onPick(startWalk({
    enCode: String(c.enCode ?? c.id), fullName: c.fullName,
    items: (c.children ?? []).map((i) => ({ enCode: String(i.enCode ?? i.id), fullName: i.fullName }))
  }, chinaDay(Date.now()), sections.start))
  return (
    <PageShell className='sf-safety-page' loading={lists.loading || sections.loading} error={lists.error || sections.error}
      onRetry={() => { void lists.reload(); void sections.reload() }}
      empty={!lists.loading && (lists.data ?? []).length === 0} emptyText='暂无检查表，请联系管理员在数据字典中添加'>
      <Text className='sf-safety-page__hint'>请选择本次检查使用的检查表</Text>
      {(lists.data ?? []).map((c) => (
        <View key={c.id} className='sf-inspection-card' role='button' aria-label={c.fullName} onClick={() => start(c)}>
          <View className='sf-inspection-card__head'>
            <Text className='sf-inspection-card__name'>{c.fullName}</Text>
            <Text className='sf-inspection-card__count'>{`${c.children?.length ?? 0} 项 ›`}</Text>
          </View>
        </View>
      ))}
    </PageShell>
  )
}

function WalkForm ({ walk, onChange }: { walk: Walk, onChange: (walk: Walk | null) => void }) {
  const sections = useSections(walk.contractId)
  const set = (patch: Partial<Walk>) => onChange({ ...walk, ...patch })
  const setRow = (i: number, patch: Partial<CheckRow>) => set({ rows: walk.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) })
  useEffect(() => on('hazardPart', (p) => onChange({ ...walk, wbsPart: partText(p), contractId: p.contractId || walk.contractId })), [walk])
  const t = tally(walk.rows)

  const [busy, save] = useSubmit(async () => {
    const error = walkError(walk)
    if (error) return toast(error)
    const { method, url } = saveRequest(MODULE)
    const res = await useOutbox.getState().submit<{ id?: string }>({ label: `${walk.checklistName}检查`, method, url, body: { data: JSON.stringify(recordOf(walk)) }, draftKey: DRAFT })
    if (res.queued || !res.data?.id) {
      toast(res.queued ? QUEUED_MSG : '保存成功')
      await nav.back()
      return
    }
    toast(t.fail ? '已保存，请逐项上报不合格项' : '保存成功')
    await nav.redirect('pages/apply/siteINspection/index', { id: res.data.id })
  })
  const restart = async () => {
    if (await confirm('更换检查表', '已填写的检查内容将被清空，确定更换吗？')) onChange(null)
  }

  return (
    <View className='sf-safety-page sf-safety-page--bar sf-walk'>
      <View className='sf-safety-panel'>
        <View className='sf-safety-panel__row'>
          <Text className='sf-safety-panel__label'>检查表</Text>
          <Text className='sf-safety-panel__value'>{walk.checklistName}</Text>
          <View className='sf-safety-panel__link' role='button' onClick={() => { void restart() }}>更换</View>
        </View>
        {sections.list.length > 1 && (
          <ChoiceChips label='合同段' value={walk.contractId} options={sections.list.map((s) => ({ value: s.id, text: s.name }))}
            onChange={(contractId) => set({ contractId })} />
        )}
        <ChoiceChips label='检查类型' value={walk.checkType} options={CHECK_TYPES.map(([value, text]) => ({ value, text }))}
          onChange={(checkType) => set({ checkType })} />
        <View className='sf-safety-panel__row'>
          <Text className='sf-safety-panel__label'>检查日期</Text>
          <Text className='sf-safety-panel__value'>{timeFormat(walk.checkDate, 'yyyy-mm-dd')}</Text>
        </View>
        <View className='sf-safety-panel__row'>
          <Text className='sf-safety-panel__label'>检查部位</Text>
          <Input className='sf-safety-panel__input' value={walk.wbsPart} placeholder='如：3#墩承台' maxlength={100}
            onInput={(e) => set({ wbsPart: inputValue(e) })} />
          <View className='sf-safety-panel__link' role='button' aria-label='选择部位'
            onClick={() => { void nav.push('pages/apply/hazardInvestigat/treeSelect', { contractId: walk.contractId }) }}>选择</View>
        </View>
      </View>

      <View className='sf-walk__tally'>
        <Text>{`合格 ${t.pass}`}</Text>
        <Text className='sf-walk__tally-fail'>{`不合格 ${t.fail}`}</Text>
        <Text>{`不涉及 ${t.na}`}</Text>
        <Text className='sf-walk__tally-open'>{`未查 ${t.open}`}</Text>
      </View>

      {walk.rows.map((r, i) => (
        <View key={r.itemCode || i} className={`sf-walk__item sf-walk__item--${r.result || 'open'}`} data-item={r.itemCode}>
          <Text className='sf-walk__item-text'>{`${i + 1}. ${r.item}`}</Text>
          <View className='sf-walk__results' role='radiogroup' aria-label={r.item}>
            {RESULTS.map(([value, name]) => (
              <View key={value} role='radio' aria-checked={r.result === value}
                className={`sf-walk__result sf-walk__result--${value} ${r.result === value ? 'sf-walk__result--on' : ''}`}
                onClick={() => setRow(i, { result: value })}>{name}</View>
            ))}
          </View>
          {r.result === 'fail' && (
            <View className='sf-walk__fail'>
              <Textarea className='sf-walk__note' value={r.note} placeholder='描述发现的问题（必填）' maxlength={200} autoHeight
                onInput={(e) => setRow(i, { note: inputValue(e) })} />
              <PhotoPicker label='现场照片' photos={r.photos} onChange={(photos) => setRow(i, { photos })} />
            </View>
          )}
        </View>
      ))}

      <View className='sf-safety-panel'>
        <Textarea className='sf-walk__note' value={walk.conclusion} placeholder='检查结论（可不填，保存时按检查结果生成）' maxlength={300} autoHeight
          onInput={(e) => set({ conclusion: inputValue(e) })} />
      </View>

      <View className='sf-safety-bar'>
        <Button type='primary' block loading={busy} disabled={busy} onClick={() => { void save() }}>保存检查</Button>
      </View>
    </View>
  )
}
