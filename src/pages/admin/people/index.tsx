/**
 * 人员管理: the people within my reach, searchable and filtered by state; a person's data and what
 * an administrator does to them (reset the password, disable a leaver and hand over their todos,
 * enable, unlock); 新增人员. On a phone the list, then the chosen person; at a desk a table beside them.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { PersonItem } from '../../../../types/api/admin'
import { exportPeople, getPeople } from '@/api/admin'
import { fileUrl } from '@/api/file'
import { openDocument } from '@/platform/documents'
import { useSubmit } from '@/components/useSubmit'
import { adminReach, IMPORT_JOB_STORAGE, rememberedJobOf } from '@/core/admin'
import { getStorage } from '@/platform/storage'
import { useSession } from '@/stores/session'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { PersonDetail } from './PersonDetail'
import { PersonSheet } from './PersonSheet'
import { ImportSheet } from './ImportSheet'
import { SecretSheet } from './SecretSheet'
import { StateTag } from './StateTag'
import '../admin.scss'

const STATES = [{ text: '启用', value: 1 }, { text: '禁用', value: 0 }, { text: '锁定', value: 2 }]

export default function PeoplePage () {
  const reach = adminReach(useSession((s) => s.userInfo))
  return reach === 'none' ? <PageShell className='sf-admin' empty emptyText='仅管理员可用' /> : <People />
}

function People () {
  const [keyword, setKeyword] = useState('')
  const [state, setState] = useState<number | undefined>(undefined)
  const list = usePagedList<PersonItem>((currentPage, pageSize) => getPeople({
    currentPage, pageSize, ...(keyword ? { keyword } : {}), ...(state === undefined ? {} : { enabledMark: state })
  }), `${keyword}|${state ?? ''}`)
  const [chosen, setChosen] = useState('')
  const [creating, setCreating] = useState(false)
  const [secret, setSecret] = useState<{ account: string, password: string } | null>(null)
  const userId = useSession((s) => s.userInfo?.userId)
  // an import still under way (or its passwords not yet shown) opens where the importer left it
  const [importing, setImporting] = useState(() => rememberedJobOf(getStorage(IMPORT_JOB_STORAGE, null), userId) !== null)
  const [exporting, exportList] = useSubmit(async () => {
    const f = await exportPeople({ ...(keyword ? { keyword } : {}), ...(state === undefined ? {} : { enabledMark: state }) })
    await openDocument(fileUrl(f.url), f.name)
  })
  return (
    <View className='sf-admin sf-admin--table'>
      <View className='sf-admin__split'>
        <View className={chosen ? 'sf-admin__list--hidden' : 'sf-admin__list'}>
          <FilterBar placeholder='搜索姓名、账号或手机号' onSearch={setKeyword}
            groups={[{ name: '状态', options: STATES, value: state, onChange: (v) => setState(v as number | undefined) }]} />
          <View className='sf-admin__bar'>
            <Text className='sf-admin__count'>{`共 ${list.total} 人`}</Text>
            <View className='sf-admin__tools'>
              <View className='sf-admin__add' role='button' aria-label='导出人员' onClick={() => { if (!exporting) void exportList() }}>导出</View>
              <View className='sf-admin__add' role='button' aria-label='批量导入' onClick={() => setImporting(true)}>导入</View>
              <View className='sf-admin__add' role='button' aria-label='新增人员' onClick={() => setCreating(true)}>＋ 新增人员</View>
            </View>
          </View>
          <View className='sf-admin__head' aria-hidden>
            <Text>姓名 / 账号</Text><Text>单位</Text><Text>项目 / 合同段</Text><Text>角色</Text><Text>状态</Text>
          </View>
          <PageShell {...listShell(list)} emptyText={keyword || state !== undefined ? '没有找到人员' : '还没有人员'} onRefresh={list.reload}>
            {list.items.map((p) => <PersonRow key={p.id} p={p} on={p.id === chosen} onOpen={() => setChosen(p.id)} />)}
            <ListFooter list={list} />
          </PageShell>
        </View>
        <View className='sf-admin__detail'>
          {chosen
            ? <PersonDetail key={chosen} id={chosen} onBack={() => setChosen('')} onChanged={() => { void list.reload() }} onSecret={setSecret}
              onDeleted={() => { setChosen(''); void list.reload() }} />
            : <View className='sf-admin__placeholder'>选择一位人员查看详情</View>}
        </View>
      </View>
      {creating && (
        <PersonSheet onClose={() => setCreating(false)} onMade={(made) => {
          setCreating(false)
          setChosen(made.id)
          if (made.password) setSecret({ account: made.account, password: made.password })
          void list.reload()
        }} />
      )}
      {importing && <ImportSheet onClose={() => setImporting(false)} onImported={() => { void list.reload() }} />}
      {secret && <SecretSheet {...secret} onClose={() => setSecret(null)} />}
    </View>
  )
}

function PersonRow ({ p, on, onOpen }: { p: PersonItem, on: boolean, onOpen: () => void }) {
  const where = [p.projectName, p.contractName].filter(Boolean).join(' / ')
  return (
    <View className={`sf-admin__card ${on ? 'sf-admin__card--on' : ''}`} role='button' aria-label={`${p.realName} ${p.account}`} onClick={onOpen}>
      <Text className='sf-admin__title'>{`${p.realName}（${p.account}）`}</Text>
      <Text className='sf-admin__cell'>{p.organize || '未设单位'}</Text>
      <Text className='sf-admin__cell'>{where || '未加入项目'}</Text>
      <Text className='sf-admin__cell'>{p.roleName || '无角色'}</Text>
      <View className='sf-admin__cell'><StateTag state={p.enabledMark} /></View>
    </View>
  )
}
