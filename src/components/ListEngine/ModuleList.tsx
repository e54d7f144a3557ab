import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { deleteOnlineDev, listOnlineDev } from '@/api/visualdev'
import { decodeParam } from '@/core/entry'
import { timeFrom } from '@/core/format'
import {
  EMPTY_LIST_STATE, canEdit, canRemove, cardOf, flowStateTag, listBody, listModel, queryJsonOf, recordTap,
  type ListRow, type ListState, type ModuleDef, type RecordContext
} from '@/core/listConfig'
import { FLOW_BEFORE_PATH, flowBeforeQuery } from '@/core/workflow'
import { nav, setPageTitle } from '@/platform/nav'
import type { RoutePath } from '@/routes'
import { confirm, toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { FilterBar, type FilterGroup } from '../FilterBar'
import { OutboxBanner } from '../OutboxBanner'
import { PageShell } from '../PageShell'
import { SwipeCell, type SwipeAction } from '../SwipeCell'
import { ListFooter, listShell, usePagedList } from '../usePagedList'
import { FilterSheet } from './FilterSheet'
import { ModuleCard } from './ModuleCard'
import { openModuleDetail, openModuleForm } from './navigate'
import { useModule } from './useModule'
import './index.scss'

export interface ModuleListProps {
  /** the module's id or enCode */
  module: string
  /** the workbench menu it was opened from: its permissions govern columns and buttons */
  menuId?: string
  /** the menu's name, for the title */
  fullName?: string
  /** the module's own form route (src/routes.ts form()), instead of the generic form */
  formPage?: RoutePath
  /** the module's own record screen (detail()), opened instead of the record's flow */
  detailPage?: RoutePath
}

/** The list engine: a module's records as cards, with search, filters, sort, paging, add, edit and delete. */
export function ModuleList ({ module: key, menuId = '', fullName = '', formPage, detailPage }: ModuleListProps) {
  const mod = useModule(key)
  useEffect(() => { setPageTitle(fullName || mod.data?.fullName || '') }, [fullName, mod.data])
  if (!mod.data) return <PageShell loading={mod.loading} error={mod.error} onRetry={() => { void mod.reload() }} />
  return <Records module={mod.data} menuId={menuId} title={fullName || mod.data.fullName} formPage={formPage} detailPage={detailPage} />
}

/** A workbench page: the module given, or the one named by `?modelId=` / `?enCode=`, with the menu of the query. */
export function ModuleListPage ({ enCode, formPage, detailPage }: { enCode?: string, formPage?: RoutePath, detailPage?: RoutePath }) {
  const { params } = useRouter()
  return (
    <ModuleList
      module={enCode || decodeParam(params?.modelId) || decodeParam(params?.enCode)}
      menuId={decodeParam(params?.menuId)}
      fullName={decodeParam(params?.fullName)}
      formPage={formPage}
      detailPage={detailPage}
    />
  )
}

function Records ({ module, menuId, title, formPage, detailPage }: { module: ModuleDef, menuId: string, title: string, formPage?: RoutePath, detailPage?: RoutePath }) {
  const permissionList = useSession((s) => s.permissionList)
  const user = useSession((s) => s.userInfo)
  const model = useMemo(() => listModel(module.columns, { list: permissionList, menuId }), [module, permissionList, menuId])
  const ctx: RecordContext = { module, buttons: model.buttons, userId: user?.userId ?? '', isAdmin: !!user?.isAdministrator }
  const [state, setState] = useState<ListState>(EMPTY_LIST_STATE)
  const [filtering, setFiltering] = useState(false)
  const list = usePagedList<ListRow>(
    async (currentPage, pageSize, lastId) => {
      const page = await listOnlineDev(module.id, listBody(state, model, { currentPage, pageSize, lastId }, menuId))
      return page as { list: ListRow[], total: number }
    },
    JSON.stringify(state),
    { pageSize: model.pageSize }
  )

  const onSearch = useCallback((keyword: string) => setState((s) => (s.keyword === keyword ? s : { ...s, keyword })), [])
  const groups: FilterGroup[] = model.sorts.length > 0
    ? [{ name: '排序', options: model.sorts, value: state.sortValue || undefined, onChange: (v) => setState((s) => ({ ...s, sortValue: v === undefined ? '' : String(v) })) }]
    : []
  const filtered = queryJsonOf(state.filters) !== ''
  const query = { modelId: module.id, menuId, fullName: title }

  const open = (row: ListRow, cardTitle: string) => {
    const tap = recordTap(row, ctx, cardTitle)
    if (tap.kind === 'flow' && !detailPage) void nav.push(FLOW_BEFORE_PATH, flowBeforeQuery(tap.config))
    else if (tap.kind === 'flow' || tap.kind === 'detail') void openModuleDetail({ ...query, id: row.id }, detailPage)
    else if (tap.kind === 'edit') void openModuleForm({ ...query, id: row.id }, formPage)
  }
  const remove = async (row: ListRow, cardTitle: string) => {
    if (!(await confirm('删除记录', `确定删除「${cardTitle}」吗？删除后无法恢复。`))) return
    // a refusal has been toasted by the requester; the card stays
    const msg = await deleteOnlineDev(module.id, row.id).catch(() => null)
    if (msg === null) return
    list.setItems((items) => items.filter((i) => i.id !== row.id))
    toast(msg || '删除成功')
  }
  const actionsOf = (row: ListRow, cardTitle: string): SwipeAction[] => [
    ...(canEdit(row, ctx) ? [{ text: '编辑', onClick: () => { void openModuleForm({ ...query, id: row.id }, formPage) } }] : []),
    ...(canRemove(row, ctx) ? [{ text: '删除', danger: true, onClick: () => { void remove(row, cardTitle) } }] : [])
  ]

  return (
    <View className='sf-module-list'>
      <FilterBar placeholder={model.keywordPlaceholder} onSearch={onSearch} groups={groups} />
      <View className='sf-module-list__tools'>
        <Text className='sf-module-list__total'>{list.loading ? '' : `共 ${list.total} 条`}</Text>
        {model.filters.length > 0 && (
          <View className={`sf-module-list__filter ${filtered ? 'sf-module-list__filter--on' : ''}`} role='button' onClick={() => setFiltering(true)}>
            {filtered ? '筛选（已启用）' : '筛选'}
          </View>
        )}
      </View>
      <OutboxBanner />
      <PageShell
        {...listShell(list)}
        emptyText={state.keyword || filtered ? '没有符合条件的记录' : `暂无${title}记录`}
        onRefresh={list.reload}
      >
        {list.items.map((row) => {
          const card = cardOf(row, model.columns, model)
          const actions = actionsOf(row, card.title)
          const view = (
            <ModuleCard
              card={card}
              tag={module.enableFlow ? flowStateTag(row.flowState) : null}
              time={row.creatorTime ? timeFrom(row.creatorTime) : ''}
            />
          )
          return actions.length > 0
            ? (
              <SwipeCell
                key={row.id}
                className='sf-module-list__swipe'
                actions={actions}
                onClick={() => open(row, card.title)}
                onLongPress={canRemove(row, ctx) ? () => { void remove(row, card.title) } : undefined}
              >
                {view}
              </SwipeCell>
              )
            : <View key={row.id} onClick={() => open(row, card.title)}>{view}</View>
        })}
        <ListFooter list={list} />
      </PageShell>
      {model.buttons.has('add') && (
        <View className='sf-module-list__bar'>
          <Button type='primary' block onClick={() => { void openModuleForm(query, formPage) }}>新增</Button>
        </View>
      )}
      <FilterSheet
        visible={filtering}
        filters={model.filters}
        values={state.filters}
        onApply={(filters) => { setState((s) => ({ ...s, filters })); setFiltering(false) }}
        onClose={() => setFiltering(false)}
      />
    </View>
  )
}
