import { Image, Text, View } from '@tarojs/components'
import { Progress } from '@nutui/nutui-react-taro'
import { fileUrl } from '@/api/file'
import { fileSize } from '@/core/format'
import type { UploadItem } from '../useUploads'

export interface UploadItemViewProps {
  item: UploadItem
  image: boolean
  readonly: boolean
  onRetry: () => void
  onRemove: () => void
  onPreview: () => void
}

/** Status line of an item: progress while uploading (percent when the uploader reports it), the failure with 重试. */
function Status ({ item, onRetry }: { item: UploadItem, onRetry: () => void }) {
  if (item.status === 'uploading') {
    return (
      <View className='sf-fe-upload__status' role='progressbar' aria-valuenow={item.percent}>
        <Progress percent={item.percent} showText={false} strokeWidth='4' />
        <Text className='sf-fe-upload__percent'>{item.percent > 0 ? `上传中 ${item.percent}%` : '上传中...'}</Text>
      </View>
    )
  }
  if (item.status === 'failed') {
    return (
      <View className='sf-fe-upload__status sf-fe-upload__status--failed' role='alert'>
        <Text className='sf-fe-upload__error'>{item.error || '上传失败'}</Text>
        <Text className='sf-fe-link' onClick={onRetry}>重试</Text>
      </View>
    )
  }
  return null
}

/** One image (a tile) or one file (a row) of an upload field. */
export function UploadItemView ({ item, image, readonly, onRetry, onRemove, onPreview }: UploadItemViewProps) {
  const name = item.value?.name ?? item.file?.name ?? ''
  const remove = !readonly && item.status !== 'uploading'
    ? <Text className='sf-fe-upload__remove' aria-label={`删除${name}`} onClick={onRemove}>×</Text>
    : null
  if (image) {
    const src = item.value ? fileUrl(item.value.url) : item.file?.path ?? ''
    return (
      <View className={`sf-fe-upload__tile sf-fe-upload__tile--${item.status}`}>
        <Image className='sf-fe-upload__image' src={src} mode='aspectFill' onClick={item.status === 'done' ? onPreview : undefined} aria-label={name} />
        <Status item={item} onRetry={onRetry} />
        {remove}
      </View>
    )
  }
  const size = fileSize(item.value?.fileSize ?? item.file?.size)
  return (
    <View className={`sf-fe-upload__file sf-fe-upload__file--${item.status}`}>
      <View className='sf-fe-upload__file-main'>
        <Text className='sf-fe-upload__name'>{name}</Text>
        {size && <Text className='sf-fe-upload__size'>{size}</Text>}
      </View>
      <Status item={item} onRetry={onRetry} />
      {remove}
    </View>
  )
}
