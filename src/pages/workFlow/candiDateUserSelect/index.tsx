import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useMemo, useState } from 'react'
import type { CandidateUser } from '../../../../types/api/workflow'
import { getCandidateUsers } from '@/api/workflow'
import { candidateQuery, parseCandidateData } from '@/core/workflow'
import { emit } from '@/platform/events'
import { nav, setPageTitle } from '@/platform/nav'
import { toast } from '@/platform/ui'
import { ErrorView } from '@/components/PageShell'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { UserAvatar } from '@/components/UserAvatar'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import './index.scss'

/**
 * 选择候选人 (API.md 4.4 step 3): the candidates of one node, searchable, a page at a time; the
 * users ticked (kept across searches) go back to the opener with emit('confirm', list, nodeId).
 */
export default function CandidateSelect () {
  const raw = useRouter().params.data
  const data = useMemo(() => parseCandidateData(raw), [raw])
  if (!data) return <PageShell><ErrorView message='参数错误，请返回重试' /></PageShell>
  return <Candidates data={data} />
}

function Candidates ({ data }: { data: NonNullable<ReturnType<typeof parseCandidateData>> }) {
  const [keyword, setKeyword] = useState('')
  const [chosen, setChosen] = useState<Map<string, CandidateUser>>(() => new Map((data.selected ?? []).map((u) => [u.id, u])))
  const list = usePagedList<CandidateUser>(
    (currentPage, pageSize) => getCandidateUsers(data.taskId || '0', candidateQuery(data, currentPage, pageSize, keyword)),
    keyword
  )
  useEffect(() => { if (data.nodeName) setPageTitle(`选择${data.nodeName}候选人`) }, [data.nodeName])

  const toggle = (u: CandidateUser) => setChosen((m) => {
    const next = new Map(m)
    if (next.has(u.id)) next.delete(u.id)
    else next.set(u.id, u)
    return next
  })
  const confirmChoice = () => {
    if (chosen.size === 0) return toast('请选择候选人')
    emit('confirm', [...chosen.values()], data.nodeId)
    void nav.back()
  }

  return (
    <View className='sf-candidates'>
      <FilterBar placeholder='搜索姓名' onSearch={setKeyword} />
      <PageShell
        {...listShell(list)}
        emptyText={keyword ? '未找到相关人员' : '该节点暂无候选人'}
        onRefresh={list.reload}
      >
        {list.items.map((u) => (
          <View key={u.id} className='sf-candidates__row' role='checkbox' aria-checked={chosen.has(u.id)} aria-label={u.fullName} onClick={() => toggle(u)}>
            <View className={`sf-candidates__box ${chosen.has(u.id) ? 'sf-candidates__box--on' : ''}`}><Text>{chosen.has(u.id) ? '✓' : ''}</Text></View>
            <UserAvatar name={u.fullName} headIcon={u.headIcon} size='small' />
            <View className='sf-candidates__text'>
              <Text className='sf-candidates__name'>{u.fullName}</Text>
              <Text className='sf-candidates__org'>{u.organize}</Text>
            </View>
          </View>
        ))}
        <ListFooter list={list} />
      </PageShell>
      <View className='sf-candidates__bar'>
        <Text className='sf-candidates__count'>已选 {chosen.size} 人</Text>
        <Button type='primary' onClick={confirmChoice}>确定</Button>
      </View>
    </View>
  )
}
