/**
 * 发布考试: a paper (chosen, or drawn now from the bank by topic and count per type), who takes it
 * (roles, units or people of my section), the days it is open and how many tries. The server checks
 * everything again; a refusal keeps what was entered.
 */
import { Input, Text, View } from '@tarojs/components'
import { Button, DatePicker, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { AudienceChoices, PaperInput, PaperView, TopicCount, TypeCounts } from '../../../../../types/api/exam'
import { createPaper, getAudience, getPapers, getTopics, publishExam } from '@/api/exam'
import {
  QUESTION_TYPES, TYPE_NAMES, dayOf, paperProblem, paperSummary, paperTotal, publishProblem, unitLabel, windowOf, type PublishForm
} from '@/core/exam'
import { timeFormat } from '@/core/format'
import { toast } from '@/platform/ui'
import { ChoiceChips } from '@/components/ChoiceChips'
import { Field } from '@/components/Field'
import { inputValue } from '@/components/inputValue'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import './publish.scss'

const DAY = 24 * 60 * 60 * 1000
const AUDIENCE_TYPES = [{ value: 'role' as const, text: '按角色' }, { value: 'unit' as const, text: '按单位' }, { value: 'users' as const, text: '指定人员' }]
const TRIES = [1, 2, 3].map((n) => ({ value: n, text: `${n} 次` }))

const toggle = (ids: string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id])

function audienceOptions (a: AudienceChoices | undefined, type: PublishForm['audienceType']) {
  if (!a) return []
  if (type === 'role') return a.roles.map((r) => ({ value: r.id, text: `${r.fullName}（${r.count}人）` }))
  if (type === 'unit') return a.units.map((u) => ({ value: u.id, text: `${unitLabel(a.units, u)}（${u.count}人）` }))
  return a.users.map((u) => ({ value: u.id, text: u.organizeName ? `${u.realName} · ${u.organizeName}` : u.realName }))
}

export function PublishSheet ({ onClose, onPublished }: { onClose: () => void, onPublished: () => void }) {
  const today = dayOf(Date.now())
  const [form, setForm] = useState<PublishForm>({
    title: '', paperId: '', audienceType: 'unit', audienceIds: [], startDay: today, endDay: today + 7 * DAY, maxAttempts: 1
  })
  const set = (patch: Partial<PublishForm>) => setForm((f) => ({ ...f, ...patch }))
  const papers = useRemote(getPapers)
  const audience = useRemote(getAudience)
  const [drawing, setDrawing] = useState(false)
  const [picking, setPicking] = useState<'startDay' | 'endDay' | null>(null)

  const [busy, publish] = useSubmit(async () => {
    const problem = publishProblem(form, Date.now())
    if (problem) return toast(problem)
    await publishExam({
      title: form.title.trim(), paperId: form.paperId, audienceType: form.audienceType, audienceIds: form.audienceIds,
      maxAttempts: form.maxAttempts, ...windowOf(form)
    })
    toast('考试已发布')
    onPublished()
  })

  const paperList = papers.data ?? []
  const chosenPaper = paperList.find((p) => p.id === form.paperId)

  return (
    <Popup visible position='bottom' round onClose={onClose}>
      <View className='sf-exam-form' aria-label='发布考试'>
        <Text className='sf-exam-form__title'>发布考试</Text>
        <PageShell loading={papers.loading || audience.loading} error={papers.error || audience.error}
          onRetry={() => { void papers.reload(); void audience.reload() }}>
          <Field label='考试名称' required>
            <Input className='sf-exam-form__input' value={form.title} maxlength={100} placeholder='如：第二季度安全教育考试'
              onInput={(e) => set({ title: inputValue(e) })} />
          </Field>
          <View className='sf-exam-form__block'>
            <Text className='sf-exam-form__label'>试卷</Text>
            {paperList.length > 0 && (
              <ChoiceChips label='试卷' options={paperList.map((p) => ({ value: p.id, text: p.name }))} value={form.paperId}
                onChange={(paperId) => set({ paperId })} />
            )}
            {chosenPaper && <Text className='sf-exam-form__hint'>{paperSummary(chosenPaper)}</Text>}
            <View className='sf-exam-form__link' role='button' aria-label='从题库抽题组卷' onClick={() => setDrawing(true)}>＋ 从题库抽题组卷</View>
          </View>
          <View className='sf-exam-form__block'>
            <Text className='sf-exam-form__label'>参考人员</Text>
            <ChoiceChips label='参考人员范围' options={AUDIENCE_TYPES} value={form.audienceType}
              onChange={(audienceType) => set({ audienceType, audienceIds: [] })} />
            <ChoiceChips className='sf-exam-form__people' label='参考人员' options={audienceOptions(audience.data, form.audienceType)}
              value={form.audienceIds} onChange={(id) => set({ audienceIds: toggle(form.audienceIds, id) })} />
          </View>
          {(['startDay', 'endDay'] as const).map((key) => (
            <Field key={key} label={key === 'startDay' ? '开始日期' : '结束日期'} required>
              <View className='sf-exam-form__pick' role='button' aria-label={key === 'startDay' ? '选择开始日期' : '选择结束日期'} onClick={() => setPicking(key)}>
                {timeFormat(form[key], 'yyyy-mm-dd')}
              </View>
            </Field>
          ))}
          <View className='sf-exam-form__block'>
            <Text className='sf-exam-form__label'>允许考试次数</Text>
            <ChoiceChips label='允许考试次数' options={TRIES} value={form.maxAttempts} onChange={(maxAttempts) => set({ maxAttempts })} />
          </View>
        </PageShell>
        <View className='sf-exam-form__actions'>
          <Button className='sf-exam-form__button' onClick={onClose}>取消</Button>
          <Button className='sf-exam-form__button' type='primary' loading={busy} disabled={busy} onClick={() => { void publish() }}>发布</Button>
        </View>
      </View>
      {picking && (
        <DatePicker visible title={picking === 'startDay' ? '开始日期' : '结束日期'} type='date' value={new Date(form[picking])}
          startDate={new Date(today)} endDate={new Date(today + 365 * DAY)} showChinese
          onClose={() => setPicking(null)}
          onConfirm={(_options, values) => {
            const [y, m, d] = values.map(Number)
            set({ [picking]: new Date(y, m - 1, d).getTime() })
          }} />
      )}
      {drawing && (
        <PaperSheet onClose={() => setDrawing(false)} onMade={(p) => {
          setDrawing(false)
          papers.setData([p, ...paperList])
          set({ paperId: p.id })
        }} />
      )}
    </Popup>
  )
}

function Stepper ({ label, value, min = 0, max, onChange }: { label: string, value: number, min?: number, max: number, onChange: (n: number) => void }) {
  return (
    <View className='sf-exam-step' aria-label={label}>
      <View role='button' aria-label={`${label}减少`} className={`sf-exam-step__button ${value <= min ? 'sf-exam-step__button--off' : ''}`}
        onClick={() => { if (value > min) onChange(value - 1) }}>−</View>
      <Text className='sf-exam-step__value'>{value}</Text>
      <View role='button' aria-label={`${label}增加`} className={`sf-exam-step__button ${value >= max ? 'sf-exam-step__button--off' : ''}`}
        onClick={() => { if (value < max) onChange(value + 1) }}>＋</View>
    </View>
  )
}

const available = (topics: TopicCount[], chosen: string[]): TypeCounts => {
  const of = topics.filter((t) => chosen.includes(t.code))
  return { single: 0, multiple: 0, judge: 0, ...Object.fromEntries(QUESTION_TYPES.map((type) => [type, of.reduce((s, t) => s + t.counts[type], 0)])) }
}

function PaperSheet ({ onClose, onMade }: { onClose: () => void, onMade: (p: PaperView) => void }) {
  const topics = useRemote(getTopics)
  const [p, setP] = useState<PaperInput>({
    name: '', topics: [], counts: { single: 10, multiple: 5, judge: 5 }, points: { single: 2, multiple: 4, judge: 2 }, durationMinutes: 30, passScore: 36
  })
  const set = (patch: Partial<PaperInput>) => setP((x) => ({ ...x, ...patch }))
  const can = available(topics.data ?? [], p.topics)
  const total = paperTotal(p.counts, p.points)
  const [busy, make] = useSubmit(async () => {
    const problem = paperProblem(p, can)
    if (problem) return toast(problem)
    onMade(await createPaper({ ...p, name: p.name.trim() }))
    toast('试卷已生成')
  })
  return (
    <Popup visible position='bottom' round onClose={onClose}>
      <View className='sf-exam-form' aria-label='抽题组卷'>
        <Text className='sf-exam-form__title'>抽题组卷</Text>
        <PageShell loading={topics.loading} error={topics.error} onRetry={() => { void topics.reload() }}>
          <Field label='试卷名称' required>
            <Input className='sf-exam-form__input' value={p.name} maxlength={100} placeholder='如：高处作业专项考试卷' onInput={(e) => set({ name: inputValue(e) })} />
          </Field>
          <View className='sf-exam-form__block'>
            <Text className='sf-exam-form__label'>题目类别</Text>
            <ChoiceChips label='题目类别' options={(topics.data ?? []).map((t) => ({ value: t.code, text: t.name }))} value={p.topics}
              onChange={(code) => set({ topics: toggle(p.topics, code) })} />
          </View>
          {QUESTION_TYPES.map((type) => (
            <View key={type} className='sf-exam-form__type'>
              <Text className='sf-exam-form__type-name'>{`${TYPE_NAMES[type]}（题库 ${can[type]} 道）`}</Text>
              <View className='sf-exam-form__type-row'>
                <Text className='sf-exam-form__unit'>题数</Text>
                <Stepper label={`${TYPE_NAMES[type]}题数`} value={p.counts[type]} max={Math.max(can[type], p.counts[type])}
                  onChange={(n) => set({ counts: { ...p.counts, [type]: n } })} />
                <Text className='sf-exam-form__unit'>每题</Text>
                <Stepper label={`${TYPE_NAMES[type]}分值`} value={p.points[type]} min={1} max={20}
                  onChange={(n) => set({ points: { ...p.points, [type]: n } })} />
              </View>
            </View>
          ))}
          <View className='sf-exam-form__block'>
            <Text className='sf-exam-form__label'>{`考试时长（分钟） · 总分 ${total}`}</Text>
            <ChoiceChips label='考试时长' options={[20, 30, 45, 60, 90].map((n) => ({ value: n, text: `${n}` }))} value={p.durationMinutes}
              onChange={(durationMinutes) => set({ durationMinutes })} />
          </View>
          <Field label='及格分' required>
            <Input className='sf-exam-form__input' type='number' value={String(p.passScore || '')} maxlength={5} placeholder={`不超过总分 ${total}`}
              onInput={(e) => set({ passScore: Number(inputValue(e)) || 0 })} />
          </Field>
        </PageShell>
        <View className='sf-exam-form__actions'>
          <Button className='sf-exam-form__button' onClick={onClose}>取消</Button>
          <Button className='sf-exam-form__button' type='primary' loading={busy} disabled={busy} onClick={() => { void make() }}>生成试卷</Button>
        </View>
      </View>
    </Popup>
  )
}
