import { View, Text, Image, Textarea } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { FlowCommentItem } from '../../../../types/api/workflow'
import { addComment, deleteComment, getComments } from '@/api/workflow'
import { fileUrl, uploadFile } from '@/api/file'
import { timeFrom } from '@/core/format'
import { COMMENT_IMAGE_MAX, parseFiles, type FileRef } from '@/core/workflow'
import { chooseImages, previewImages } from '@/platform/media'
import { confirm, toast } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import { UserAvatar } from '@/components/UserAvatar'
import { inputValue } from '@/components/inputValue'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { useSubmit } from '@/components/useSubmit'
import './index.scss'

export const COMMENT_TEXT_MAX = 2000

function Images ({ files, onRemove }: { files: FileRef[], onRemove?: (index: number) => void }) {
  const urls = files.map((f) => fileUrl(f.url))
  return (
    <View className='sf-comment__images'>
      {files.map((f, i) => (
        <View key={`${f.url}-${i}`} className='sf-comment__image'>
          <Image className='sf-comment__img' src={urls[i]} mode='aspectFill' aria-label={f.name} onClick={() => previewImages(urls, urls[i])} />
          {onRemove && <View className='sf-comment__remove' role='button' aria-label='移除图片' onClick={() => onRemove(i)}>×</View>}
        </View>
      ))}
    </View>
  )
}

/** 流程评论: the comments of a task (?taskId=), newest first; write one with up to 3 images; delete mine. */
export default function Comments () {
  const taskId = useRouter().params.taskId ?? ''
  const list = usePagedList<FlowCommentItem>((currentPage, pageSize) => getComments({ taskId, currentPage, pageSize }), taskId)
  const [text, setText] = useState('')
  const [images, setImages] = useState<FileRef[]>([])

  const [uploading, addImages] = useSubmit(async () => {
    const paths = await chooseImages(COMMENT_IMAGE_MAX - images.length)
    for (const path of paths) {
      const f = await uploadFile('annexpic', path)
      setImages((list) => [...list, { name: f.name, fileId: f.name, url: f.url }].slice(0, COMMENT_IMAGE_MAX))
    }
  })

  const [sending, send] = useSubmit(async () => {
    if (!text.trim() && images.length === 0) return toast('请输入评论内容')
    await addComment({ taskId, text: text.trim(), image: JSON.stringify(images), file: '[]' })
    setText('')
    setImages([])
    toast('评论成功')
    await list.reload()
  })

  const [, remove] = useSubmit(async (item: FlowCommentItem) => {
    if (!(await confirm('删除评论', '确定删除这条评论吗？'))) return
    await deleteComment(item.id)
    list.setItems((items) => items.filter((i) => i.id !== item.id))
    toast('删除成功')
  })

  return (
    <View className='sf-comment'>
      <PageShell
        {...listShell(list)}
        emptyText='暂无评论'
        onRefresh={list.reload}
      >
        {list.items.map((c) => (
          <View key={c.id} className='sf-comment__item' aria-label={`${c.creatorUserName}的评论`}>
            <UserAvatar name={c.creatorUserName} headIcon={c.creatorUserHeadIcon} size='small' />
            <View className='sf-comment__main'>
              <View className='sf-comment__line'>
                <Text className='sf-comment__name'>{c.creatorUserName}</Text>
                <Text className='sf-comment__time'>{timeFrom(c.creatorTime)}</Text>
              </View>
              {c.text ? <Text className='sf-comment__text'>{c.text}</Text> : null}
              <Images files={parseFiles(c.image)} />
              {c.isDel && <View className='sf-comment__delete' role='button' onClick={() => { void remove(c) }}>删除</View>}
            </View>
          </View>
        ))}
        <ListFooter list={list} />
      </PageShell>
      <View className='sf-comment__composer'>
        <Images files={images} onRemove={(i) => setImages((list) => list.filter((_, k) => k !== i))} />
        <Textarea
          className='sf-comment__input'
          value={text}
          placeholder='请输入评论内容'
          maxlength={COMMENT_TEXT_MAX}
          autoHeight
          onInput={(e) => setText(inputValue(e))}
        />
        <View className='sf-comment__tools'>
          {images.length < COMMENT_IMAGE_MAX
            ? <View className='sf-comment__add' role='button' aria-label='添加图片' onClick={() => { if (!uploading) void addImages() }}>{uploading ? '上传中...' : `图片 ${images.length}/${COMMENT_IMAGE_MAX}`}</View>
            : <Text className='sf-comment__add'>最多{COMMENT_IMAGE_MAX}张图片</Text>}
          <Button type='primary' size='small' loading={sending} disabled={sending || uploading} onClick={() => { void send() }}>发送</Button>
        </View>
      </View>
    </View>
  )
}
