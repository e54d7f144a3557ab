/**
 * uploadImg and uploadFz / uploadFile (API.md 5.3): pick, check limit / fileSize / accept, upload
 * each file with its progress, retry a failed one in place. Values: [{name,fileId,url}] (files add
 * fileSize and fileExtension).
 */
import { Text, View } from '@tarojs/components'
import { fileUrl } from '@/api/file'
import { remaining } from '@/core/form'
import { previewImages } from '@/platform/media'
import { useUploads } from '../useUploads'
import { ReadonlyText } from './ReadonlyText'
import { UploadItemView } from './UploadItemView'
import type { WidgetProps } from './types'

export function UploadWidget ({ node, value, onChange, readonly, path }: WidgetProps) {
  const { items, add, retry, remove } = useUploads(node, path, value, onChange)
  const image = node.kind === 'uploadImg'
  const urls = items.filter((i) => i.value).map((i) => fileUrl(i.value!.url))
  if (readonly && items.length === 0) return <ReadonlyText text='' />
  const canAdd = !readonly && remaining(node, items.length) > 0
  return (
    <View className={image ? 'sf-fe-upload sf-fe-upload--images' : 'sf-fe-upload sf-fe-upload--files'}>
      {items.map((item) => (
        <UploadItemView key={item.uid} item={item} image={image} readonly={readonly}
          onRetry={() => retry(item.uid)} onRemove={() => remove(item.uid)}
          onPreview={() => previewImages(urls, item.value ? fileUrl(item.value.url) : undefined)} />
      ))}
      {canAdd && (
        <View className={image ? 'sf-fe-upload__add-tile' : 'sf-fe-upload__add'} role='button' onClick={() => { void add() }}>
          <Text>{image ? '+ 添加图片' : '+ 选择文件'}</Text>
        </View>
      )}
      {!readonly && (node.field.fileSize || node.field.limit) ? (
        <Text className='sf-fe-hint'>
          {[node.field.limit ? `最多${node.field.limit}个` : '', node.field.fileSize ? `单个不超过${node.field.fileSize}${node.field.sizeUnit || 'MB'}` : ''].filter(Boolean).join('，')}
        </Text>
      ) : null}
    </View>
  )
}
