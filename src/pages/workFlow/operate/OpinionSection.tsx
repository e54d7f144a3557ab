/** The opinion: typed, or a common phrase tapped in; and up to 3 photos taken on site. */
import { View, Text, Textarea, Image } from '@tarojs/components'
import { fileUrl, uploadFile } from '@/api/file'
import { getCommonWords, type CommonWord } from '@/api/workflow'
import type { FileItem } from '@/components/FlowAction'
import { inputValue } from '@/components/inputValue'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { chooseImages, previewImages } from '@/platform/media'
import { Section } from './Section'

export const OPINION_MAX = 500
export const FILES_MAX = 3

export interface OpinionSectionProps {
  title: string
  opinion: string
  files: FileItem[]
  onOpinion: (text: string) => void
  onFiles: (update: (files: FileItem[]) => FileItem[]) => void
}

export function OpinionSection ({ title, opinion, files, onOpinion, onFiles }: OpinionSectionProps) {
  const words = useRemote<CommonWord[]>(getCommonWords)
  const [uploading, addPhotos] = useSubmit(async () => {
    const paths = await chooseImages(FILES_MAX - files.length)
    for (const path of paths) {
      const f = await uploadFile('annexpic', path)
      onFiles((list) => [...list, { name: f.name, fileId: f.fileVersionId || f.name, url: f.url }].slice(0, FILES_MAX))
    }
  })
  const urls = files.map((f) => fileUrl(f.url))
  // a phrase goes after what is typed, never over it
  const addWord = (text: string) => onOpinion((opinion ? `${opinion}${/[，。,.\s]$/.test(opinion) ? '' : '，'}${text}` : text).slice(0, OPINION_MAX))

  return (
    <>
      <Section title={title}>
        <Textarea
          className='sf-operate__opinion'
          aria-label='审批意见'
          value={opinion}
          placeholder='请输入意见（选填）'
          maxlength={OPINION_MAX}
          autoHeight
          onInput={(e) => onOpinion(inputValue(e))}
        />
        <Text className='sf-operate__count'>{opinion.length}/{OPINION_MAX}</Text>
        {words.error
          ? <Text className='sf-operate__placeholder' onClick={() => { void words.reload() }}>常用语加载失败，点击重试</Text>
          : (words.data ?? []).length > 0 && (
            <View className='sf-operate__words' aria-label='常用语'>
              {(words.data ?? []).map((w) => <View key={w.id} className='sf-operate__word' role='button' onClick={() => addWord(w.commonWordsText)}>{w.commonWordsText}</View>)}
            </View>
            )}
      </Section>
      <Section title={`附件（${files.length}/${FILES_MAX}）`}>
        <View className='sf-operate__files'>
          {files.map((f, i) => (
            <View key={`${f.url}-${i}`} className='sf-operate__file'>
              <Image className='sf-operate__thumb' src={urls[i]} mode='aspectFill' aria-label={f.name} onClick={() => previewImages(urls, urls[i])} />
              <View className='sf-operate__remove' role='button' aria-label='移除附件' onClick={() => onFiles((list) => list.filter((_, j) => j !== i))}>×</View>
            </View>
          ))}
          {files.length < FILES_MAX && (
            <View className='sf-operate__add' role='button' aria-label='添加附件' onClick={() => { if (!uploading) void addPhotos() }}>
              {uploading ? '上传中' : '+'}
            </View>
          )}
        </View>
      </Section>
    </>
  )
}
