import { Image, Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useRef, type ReactNode } from 'react'
import type { HazardDetail } from '../../../../types/api/safety'
import { getHazard } from '@/api/safety'
import { PageShell } from '@/components/PageShell'
import { PhotoRow, photosOf } from '@/components/Safety'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { timeFormat } from '@/core/format'
import { deadlineText, hazardFlowConfig, isMineToFinish, levelColor, STATE_COLORS, todoAction } from '@/core/safety/hazard'
import { FLOW_BEFORE_PATH, flowBeforeQuery } from '@/core/workflow'
import { nav } from '@/platform/nav'
import { useSession } from '@/stores/session'

const text = (v: unknown): string => (typeof v === 'string' ? v : '')
const day = (v: unknown): string => (typeof v === 'number' ? timeFormat(v, 'yyyy-mm-dd') : '')

/**
 * 整改详情: one rectification notice, as the contractor, the reviewer and the reporter read it: what
 * was found and what is asked, the photos before and after, the reply, and each step taken. The
 * caller's own step (整改回复, 复查, 销号审批) opens on the approval screen, and this one reads the
 * notice again when they come back.
 */
export default function Page () {
  const id = decodeParam(useRouter().params?.id)
  const hazard = useRemote(() => (id ? getHazard(id) : Promise.reject(new Error('缺少隐患参数'))))
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void hazard.refresh()
    shown.current = true
  })
  return (
    <PageShell className='sf-safety-page sf-notice' loading={hazard.loading} error={hazard.error} onRetry={() => { void hazard.reload() }}
      onRefresh={hazard.refresh}>
      {hazard.data && <Notice h={hazard.data} />}
    </PageShell>
  )
}

function Notice ({ h }: { h: HazardDetail }) {
  const userId = useSession((s) => s.userInfo?.userId ?? '')
  const d = h.data
  const due = deadlineText(h, Date.now())
  const config = hazardFlowConfig(h, userId)
  const action = h.todoId ? todoAction(h.todoNode) : isMineToFinish(h, userId) ? '继续编辑' : '查看审批流程'
  const answered = text(d.rectifyMeasure) !== ''
  return (
    <View>
      <View className='sf-notice__head'>
        <View className='sf-notice__title-row'>
          <Text className='sf-notice__title'>{h.title}</Text>
          <Text className='sf-safety-tag' style={{ color: STATE_COLORS[h.state], borderColor: STATE_COLORS[h.state] }}>{h.stateName}</Text>
        </View>
        <View className='sf-notice__meta'>
          <Text style={{ color: levelColor(h.level) }}>{h.levelName}</Text>
          {h.hazardNo ? <Text>{h.hazardNo}</Text> : null}
          {due ? <Text className={`sf-hazard-card__due sf-hazard-card__due--${due.tone}`}>{due.text}</Text> : null}
        </View>
        {h.handlers.length > 0 && <Text className='sf-notice__waiting'>{`当前处理：${h.handlers.join('、')}`}</Text>}
      </View>

      <Section title='整改通知'>
        <Line label='隐患类别' value={[h.categoryName, h.hazardType].filter(Boolean).join(' · ')} />
        <Line label='责任合同段' value={h.contractName} />
        <Line label='工程部位' value={h.wbsPart} />
        <Line label='隐患位置' value={h.location} />
        <Line label='隐患描述' value={text(d.description)} block />
        <Line label='整改要求' value={text(d.rectifyRequire)} block />
        <Line label='整改期限' value={day(d.rectifyDeadline)} />
        <Line label='上报人' value={`${h.reporterName}  ${timeFormat(h.reportTime, 'yyyy-mm-dd hh:MM')}`} />
        {text(d.checkItem) && (
          <View className='sf-notice__source' role='button'
            onClick={() => { void nav.push('pages/apply/siteINspection/index', { id: text(d.sourceInspection) }) }}>
            {`来自现场检查：${text(d.checkItem)}`}
          </View>
        )}
      </Section>

      <Section title='整改前后对比'>
        <View className='sf-notice__compare'>
          <View className='sf-notice__side'>
            <Text className='sf-notice__side-title'>整改前</Text>
            <PhotoRow photos={photosOf(d.photos)} />
          </View>
          <View className='sf-notice__side'>
            <Text className='sf-notice__side-title'>整改后</Text>
            <PhotoRow photos={photosOf(d.rectifyPhotos)} empty={answered ? '无照片' : '待施工单位回复'} />
          </View>
        </View>
      </Section>

      {answered && (
        <Section title='整改回复'>
          <Line label='整改措施' value={text(d.rectifyMeasure)} block />
          <Line label='完成日期' value={day(d.rectifyFinishDate)} />
          {text(d.rectifySign) && (
            <View className='sf-notice__line'>
              <Text className='sf-notice__label'>责任人签字</Text>
              <Image className='sf-notice__sign' src={text(d.rectifySign)} mode='aspectFit' />
            </View>
          )}
        </Section>
      )}

      <Section title='处理记录'>
        {h.history.length === 0 && <Text className='sf-notice__empty'>尚未提交</Text>}
        {h.history.map((step, i) => (
          <View key={`${step.time}-${i}`} className='sf-notice__step'>
            <View className='sf-notice__dot' />
            <View className='sf-notice__step-body'>
              <View className='sf-notice__step-head'>
                <Text className='sf-notice__step-action'>{`${step.userName} · ${step.action}`}</Text>
                <Text className='sf-notice__step-time'>{timeFormat(step.time, 'mm-dd hh:MM')}</Text>
              </View>
              <Text className='sf-notice__step-node'>{step.nodeName}</Text>
              {step.opinion ? <Text className='sf-notice__step-opinion'>{step.opinion}</Text> : null}
            </View>
          </View>
        ))}
      </Section>

      {config && (
        <View className='sf-safety-bar'>
          <Button className='sf-notice__act' type={h.todoId ? 'primary' : 'default'} block
            onClick={() => { void nav.push(FLOW_BEFORE_PATH, flowBeforeQuery(config)) }}>{action}</Button>
        </View>
      )}
    </View>
  )
}

function Section ({ title, children }: { title: string, children: ReactNode }) {
  return (
    <View className='sf-notice__section'>
      <Text className='sf-notice__section-title'>{title}</Text>
      {children}
    </View>
  )
}

function Line ({ label, value, block = false }: { label: string, value: string, block?: boolean }) {
  return (
    <View className={`sf-notice__line ${block ? 'sf-notice__line--block' : ''}`}>
      <Text className='sf-notice__label'>{label}</Text>
      <Text className={`sf-notice__value ${value ? '' : 'sf-notice__value--empty'}`}>{value || '—'}</Text>
    </View>
  )
}
