import { TabStrip } from '@/components/TabStrip'
import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { HandSignState, SignListItem } from '../../../../types/api/signature'
import { getSignList } from '@/api/signature'
import { SIGN_STATE, isSigned, signFlowConfig } from '@/core/signature'
import { FLOW_BEFORE_PATH, flowBeforeQuery } from '@/core/workflow'
import { nav } from '@/platform/nav'
import { AUTO_SIGN, SIGN_WEBVIEW, useSignature } from '@/stores/signature'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { SignCard } from './SignCard'
import './index.scss'

const TABS: Array<{ title: string, state: HandSignState, empty: string }> = [
  { title: '待签署', state: SIGN_STATE.waiting, empty: '暂无待签署文件' },
  { title: '已签署', state: SIGN_STATE.signed, empty: '暂无已签署文件' }
]

type Counts = Record<HandSignState, number | null>

/** Both totals, quietly: a failed count leaves the last one shown. */
const loadCounts = (): Promise<Array<number | undefined>> => Promise.all(TABS.map((t) =>
  getSignList({ state: t.state, currentPage: 1, pageSize: 1 }, { toast: false }).then((p) => p.total, () => undefined)
))

const open = (item: SignListItem) => {
  void nav.push(isSigned(item.F_State) ? SIGN_WEBVIEW : AUTO_SIGN, { id: item.id })
}

/** 电子签章: my documents waiting for my signature and those signed, with search and paging; they
 *  load again on show and when a signature frame arrives (pushed, or signed on another device). */
export default function FlowModal () {
  const [tab, setTab] = useState(0)
  const [keyword, setKeyword] = useState('')
  const [counts, setCounts] = useState<Counts>({ 0: null, 1: null })
  const t = TABS[tab]
  const list = usePagedList<SignListItem>(
    (currentPage, pageSize) => getSignList({ state: t.state, currentPage, pageSize, ...(keyword ? { keyword } : {}) }),
    `${t.state}|${keyword}`
  )
  const refreshCounts = useCallback(() => loadCounts().then(([waiting, signed]) => setCounts((s) => ({
    0: waiting ?? s[0],
    1: signed ?? s[1]
  }))), [])
  useDidShow(() => { void refreshCounts() })

  const revision = useSignature((s) => s.revision)
  const seen = useRef(revision)
  const reload = list.reload
  useEffect(() => {
    if (seen.current === revision) return
    seen.current = revision
    void reload()
    void refreshCounts()
  }, [revision, reload, refreshCounts])

  const onSearch = useCallback((value: string) => setKeyword(value), [])
  // the list on screen knows its own total best, unless a keyword narrows it
  const countOf = (i: number): number | null =>
    i === tab && !keyword && list.page > 0 ? list.total : counts[TABS[i].state]

  return (
    <View className='sf-sign-list'>
      <View className='sf-sign-list__head'>
        <TabStrip tabs={TABS.map((item, i) => ({ title: item.title, count: countOf(i) }))} active={tab} onChange={setTab} />
        <FilterBar placeholder='搜索文件标题' onSearch={onSearch} />
      </View>
      <PageShell
        {...listShell(list)}
        emptyText={keyword ? '没有符合条件的文件' : t.empty}
        onRefresh={() => Promise.all([list.reload(), refreshCounts()])}
      >
        {list.items.map((item) => {
          const flow = signFlowConfig(item)
          return (
            <SignCard
              key={item.id}
              item={item}
              onOpen={() => open(item)}
              onFlow={flow ? () => { void nav.push(FLOW_BEFORE_PATH, flowBeforeQuery(flow)) } : undefined}
            />
          )
        })}
        <ListFooter list={list} />
      </PageShell>
    </View>
  )
}
