import { Image, Text, View } from '@tarojs/components'
import { fileUrl } from '@/api/file'
import { previewImages } from '@/platform/media'

export interface Photo { name?: string, url: string }

/** Photos of a record as thumbnails; a tap shows them full size. */
export function PhotoRow ({ photos, empty = '无照片' }: { photos: Photo[], empty?: string }) {
  const urls = photos.map((p) => fileUrl(p.url)).filter(Boolean)
  if (urls.length === 0) return <Text className='sf-photo-row__empty'>{empty}</Text>
  return (
    <View className='sf-photo-row'>
      {urls.map((url) => (
        <Image key={url} className='sf-photo-row__img' src={url} mode='aspectFill' onClick={() => previewImages(urls, url)} />
      ))}
    </View>
  )
}

/** The photos of a list field of a record ([{name, fileId, url}]). */
export const photosOf = (value: unknown): Photo[] => (Array.isArray(value)
  ? value.flatMap((v) => (v && typeof v === 'object' && typeof (v as Photo).url === 'string' ? [v as Photo] : []))
  : [])
