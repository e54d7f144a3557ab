import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useCallback, useState } from 'react'
import { listOnlineDev, type OnlineDevRow } from '@/api/visualdev'
import { FilterBar } from '@/components/FilterBar'
import { ModuleList, openModuleDetail, openModuleForm } from '@/components/ListEngine'
import { PageShell } from '@/components/PageShell'
import { useMayAdd } from '@/components/Safety'
import { TabStrip } from '@/components/TabStrip'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { decodeParam } from '@/core/entry'
import { dialNumber } from '@/core/safety/emergency'
import { makePhoneCall } from '@/platform/device'
import { toast } from '@/platform/ui'

/** The four registers: parts of the emergencyManagement tile (catalog), whose grants govern them. */
const TABS = [
  { title: '应急预案', module: 'emergencyPlan' },
  { title: '应急演练', module: 'emergencyDrill' },
  { title: '通讯录', module: 'emergencyContact' },
  { title: '应急物资', module: 'emergencySupply' }
] as const

/**
 * 应急管理: the section's emergency plans, drills (with their photos), emergency contacts (called
 * with one tap) and the supplies kept on site, each a register of its own.
 */
export default function Page () {
  const { params } = useRouter()
  const menuId = decodeParam(params?.menuId)
  const [tab, setTab] = useState(0)
  const current = TABS[tab]
  return (
    <View className='sf-safety-page sf-emergency'>
      <TabStrip tabs={TABS} active={tab} onChange={setTab} />
      {current.module === 'emergencyContact'
        ? <Contacts menuId={menuId} />
        : <ModuleList key={current.module} module={current.module} menuId={menuId} fullName={current.title} />}
    </View>
  )
}

function Contacts ({ menuId }: { menuId: string }) {
  const [keyword, setKeyword] = useState('')
  const list = usePagedList<OnlineDevRow>((currentPage, pageSize) => listOnlineDev('emergencyContact', { currentPage, pageSize, keyword, sidx: '', menuId }), keyword)
  const onSearch = useCallback((k: string) => setKeyword(k), [])
  const call = async (phone: string) => {
    if (!(await makePhoneCall(dialNumber(phone)))) toast('无法拨打电话，请手动拨打')
  }
  const query = { modelId: 'emergencyContact', menuId, fullName: '应急联系人' }
  const mayAdd = useMayAdd()
  return (
    <View className='sf-safety-page--bar'>
      <FilterBar placeholder='搜索姓名、职责或电话' onSearch={onSearch} />
      <PageShell {...listShell(list)} emptyText={keyword ? '没有符合条件的联系人' : '暂无应急联系人'} onRefresh={list.reload}>
        {list.items.map((c) => {
          const phone = String(c.phone ?? '')
          return (
            <View key={c.id} className='sf-contact'>
              <View className='sf-contact__text' role='button' onClick={() => { void openModuleDetail({ ...query, id: c.id }) }}>
                <Text className='sf-contact__name'>{String(c.contactName ?? '')}</Text>
                <Text className='sf-contact__duty'>{[c.duty, c.unit].filter(Boolean).join(' · ')}</Text>
                <Text className='sf-contact__phone'>{phone}</Text>
              </View>
              {phone && <View className='sf-contact__call' role='button' aria-label={`拨打${String(c.contactName ?? '')}`} onClick={() => { void call(phone) }}>拨打</View>}
            </View>
          )
        })}
        <ListFooter list={list} />
      </PageShell>
      {mayAdd && (
        <View className='sf-safety-bar'>
          <Button type='primary' block onClick={() => { void openModuleForm(query) }}>新增联系人</Button>
        </View>
      )}
    </View>
  )
}
