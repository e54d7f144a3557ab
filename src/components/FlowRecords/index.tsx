/**
 * 流转记录 (the detail's flowTaskOperatorRecordList) and 审批汇总 (FlowBefore/RecordList, grouped
 * by node): who did what, their opinion, signature and attachments, when.
 */
import { View, Text, Image } from '@tarojs/components'
import type { FlowTaskOperatorRecord, RecordSummaryItem } from '../../../types/api/workflow'
import { fileUrl } from '@/api/file'
import { getRecordList } from '@/api/workflow'
import { timeFormat } from '@/core/format'
import { RECORD_STATUS, parseFiles, type FileRef } from '@/core/workflow'
import { previewImages } from '@/platform/media'
import { EmptyView, ErrorView, LoadingView } from '../PageShell'
import { UserAvatar } from '../UserAvatar'
import { useRemote } from '../useRemote'
import './index.scss'

const TIME_FORMAT = 'yyyy-mm-dd hh:MM'
const IMAGE = /\.(png|jpe?g|gif|bmp|webp|heic)$/i

/** What a record says was done; statuses this client does not know read as 处理. */
const actionOf = (status: number | null | undefined) => RECORD_STATUS[Number(status)] ?? { text: '处理', color: '#909399' }

function Files ({ files }: { files: FileRef[] }) {
  if (files.length === 0) return null
  const images = files.filter((f) => IMAGE.test(f.name) || IMAGE.test(f.url)).map((f) => fileUrl(f.url))
  return (
    <View className='sf-records__files'>
      {files.map((f, i) => {
        const url = fileUrl(f.url)
        return IMAGE.test(f.name) || IMAGE.test(f.url)
          ? <Image key={`${f.url}-${i}`} className='sf-records__image' src={url} mode='aspectFill' aria-label={f.name} onClick={() => previewImages(images, url)} />
          : <Text key={`${f.url}-${i}`} className='sf-records__file'>{f.name}</Text>
      })}
    </View>
  )
}

interface Entry {
  id: string
  userName: string
  status: number | null | undefined
  opinion: string
  time: number | null | undefined
  signImg: string
  fileList: string
  headIcon?: string
}

function Record ({ entry, node }: { entry: Entry, node?: string }) {
  const action = actionOf(entry.status)
  return (
    <View className='sf-records__item' aria-label={`${entry.userName}${action.text}`}>
      <UserAvatar name={entry.userName} headIcon={entry.headIcon} size='small' />
      <View className='sf-records__body'>
        <View className='sf-records__head'>
          <Text className='sf-records__user'>{entry.userName}</Text>
          <Text className='sf-records__action' style={{ color: action.color, borderColor: action.color }}>{action.text}</Text>
        </View>
        {node && <Text className='sf-records__node'>{node}</Text>}
        {entry.opinion && <Text className='sf-records__opinion'>{entry.opinion}</Text>}
        {entry.signImg && <Image className='sf-records__sign' src={fileUrl(entry.signImg)} mode='aspectFit' aria-label='签名' />}
        <Files files={parseFiles(entry.fileList)} />
        <Text className='sf-records__time'>{timeFormat(entry.time, TIME_FORMAT)}</Text>
      </View>
    </View>
  )
}

export function FlowRecords ({ records }: { records: FlowTaskOperatorRecord[] }) {
  if (records.length === 0) return <EmptyView text='暂无流转记录' />
  return (
    <View className='sf-records'>
      {records.map((r) => (
        <Record key={r.id} node={r.nodeName} entry={{
          id: r.id, userName: r.userName, status: r.handleStatus, opinion: r.handleOpinion, time: r.handleTime, signImg: r.signImg, fileList: r.fileList
        }} />
      ))}
    </View>
  )
}

const entryOf = (r: RecordSummaryItem): Entry => ({
  id: r.id, userName: r.userName, status: r.handleStatus, opinion: r.handleOpinion, time: r.handleTime, signImg: r.signImg, fileList: r.fileList, headIcon: r.headIcon
})

/** 审批汇总: loaded when first shown. */
export function FlowSummary ({ taskId }: { taskId: string }) {
  const remote = useRemote<RecordSummaryItem[]>(() => getRecordList(taskId))
  if (remote.loading) return <LoadingView />
  if (remote.error) return <ErrorView message={remote.error} onRetry={() => { void remote.reload() }} />
  const groups = remote.data ?? []
  if (groups.length === 0) return <EmptyView text='暂无审批汇总' />
  return (
    <View className='sf-records'>
      {groups.map((g) => (
        <View key={g.id} className='sf-records__group'>
          <Text className='sf-records__group-title'>{g.fullName}</Text>
          {(g.list?.length ? g.list : [g]).filter((r) => r.userName).map((r, i) => <Record key={`${r.id}-${i}`} entry={entryOf(r)} />)}
        </View>
      ))}
    </View>
  )
}
