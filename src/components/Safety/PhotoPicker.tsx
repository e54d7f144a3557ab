import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { fileUrl, uploadFile } from '@/api/file'
import type { UploadRef } from '@/core/safety/checklist'
import { chooseImages, previewImages } from '@/platform/media'
import { toast } from '@/platform/ui'

const baseName = (path: string): string => path.split(/[\\/]/).pop() || path

/** Photos taken on site for one item: each uploaded at once and kept as a form keeps it ({name, fileId, url}). */
export function PhotoPicker ({ photos, onChange, limit = 3, label }: { photos: UploadRef[], onChange: (photos: UploadRef[]) => void, limit?: number, label: string }) {
  const [busy, setBusy] = useState(false)
  const add = async () => {
    if (busy) return
    const paths = await chooseImages(limit - photos.length).catch(() => [] as string[])
    if (paths.length === 0) return
    setBusy(true)
    try {
      const added: UploadRef[] = []
      for (const path of paths) {
        const answer = await uploadFile('annexpic', path)
        added.push({ name: baseName(path) || answer.name, fileId: answer.name, url: answer.url })
      }
      onChange([...photos, ...added])
    } catch (err) {
      toast((err as Error)?.message || '照片上传失败，请重试')
    } finally {
      setBusy(false)
    }
  }
  const urls = photos.map((p) => fileUrl(p.url))
  return (
    <View className='sf-photo-row' role='group' aria-label={label}>
      {photos.map((p, i) => (
        <View key={p.fileId} className='sf-photo-row__cell'>
          <Image className='sf-photo-row__img' src={urls[i]} mode='aspectFill' onClick={() => previewImages(urls, urls[i])} />
          <View className='sf-photo-row__remove' role='button' aria-label='删除照片' onClick={() => onChange(photos.filter((x) => x !== p))}>×</View>
        </View>
      ))}
      {photos.length < limit && (
        <View className='sf-photo-row__add' role='button' aria-label='拍照' onClick={() => { void add() }}>
          <Text>{busy ? '上传中' : '＋ 拍照'}</Text>
        </View>
      )}
    </View>
  )
}
