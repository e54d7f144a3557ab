import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useMemo } from 'react'
import { listOnlineDev } from '@/api/visualdev'
import { decodeParam } from '@/core/entry'
import { timeFormat } from '@/core/format'
import { cardOf, listModel } from '@/core/listConfig'
import { hasBtnP } from '@/core/permission'
import { nav } from '@/platform/nav'
import { useSession } from '@/stores/session'
import { ModuleCard, ModuleDetail, openModuleDetail, useModule } from '@/components/ListEngine'
import { useRemote } from '@/components/useRemote'
import './taskDetail.scss'

const NOTICES = 'taskManagement'
const NOTICE_MENU = `menu_${NOTICES}`

/**
 * 专项任务详情: a special inspection task as recorded (its approval one tap away), with the notices
 * sent about it to the units concerned and, for whoever may send one, 发出通知 for this task.
 */
export default function SpecialTaskDetail () {
  const id = decodeParam(useRouter().params?.id)
  const permissions = useSession((s) => s.permissionList)
  const mayRead = hasBtnP(permissions, NOTICE_MENU, 'detail')
  const mayAdd = hasBtnP(permissions, NOTICE_MENU, 'add')
  return (
    <View className='sf-special-task'>
      <ModuleDetail module='addTask' id={id} />
      {mayRead && id && <Notices taskId={id} mayAdd={mayAdd} />}
    </View>
  )
}

function Notices ({ taskId, mayAdd }: { taskId: string, mayAdd: boolean }) {
  const permissions = useSession((s) => s.permissionList)
  const mod = useModule(NOTICES)
  const notices = useRemote(() => listOnlineDev(NOTICES, { currentPage: 1, pageSize: 50, queryJson: JSON.stringify({ specialTask: taskId }) }))
  const model = useMemo(() => (mod.data ? listModel(mod.data.columns, { list: permissions, menuId: NOTICE_MENU }) : null), [mod.data, permissions])
  return (
    <View className='sf-special-task__notices'>
      <View className='sf-special-task__head'>
        <Text>{`专项任务通知（${notices.data?.total ?? 0}）`}</Text>
        {mayAdd && (
          <View className='sf-special-task__add' role='button'
            onClick={() => { void nav.push('pages/apply/transactionCenter/taskManagement/addManage', { specialTask: taskId }) }}>
            发出通知
          </View>
        )}
      </View>
      {notices.data?.list.length === 0 && <View className='sf-special-task__empty'>尚未就该任务发出通知</View>}
      {model && notices.data?.list.map((row) => (
        <ModuleCard key={row.id} card={cardOf(row, model.columns, model)} time={row.creatorTime ? timeFormat(row.creatorTime as number, 'mm-dd hh:MM') : ''}
          onClick={() => { void openModuleDetail({ modelId: mod.data!.id, id: row.id }) }} />
      ))}
    </View>
  )
}
