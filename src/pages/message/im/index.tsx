import { View, Text, Image, Input, ScrollView } from '@tarojs/components'
import { useLoad, useRouter, useUnload } from '@tarojs/taro'
import { useMemo, useRef, useState } from 'react'
import { IM_TEXT_MAX, bubbleImageSize, canSendText, withTimeSeparators, type ChatMessage } from '@/core/im'
import { decodeParam } from '@/core/entry'
import { fileUrl } from '@/api/file'
import { setPageTitle } from '@/platform/nav'
import { chooseImages, createVoiceRecorder, imageInfo, playVoice, previewImages, type VoiceRecorder } from '@/platform/media'
import { isWeapp } from '@/platform/wechat'
import { toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { useChat } from '@/stores/chat'
import { closeImChat, loadOlder, openImChat, resend, sendImage, sendText, sendVoice, useIm } from '@/stores/im'
import { ErrorView } from '@/components/PageShell'
import { UserAvatar } from '@/components/UserAvatar'
import { inputValue } from '@/components/inputValue'
import './index.scss'

/** Shorter recordings are dropped (ms). */
const VOICE_MIN = 1000
/** Sliding the finger up this far (px) while recording cancels the recording. */
const VOICE_CANCEL_DISTANCE = 60

const srcOf = (path: string) => fileUrl(path)
const touchY = (e: unknown): number => (e as { touches?: ArrayLike<{ clientY: number }> }).touches?.[0]?.clientY ?? 0

function Bubble ({ message, images, playing, onPlay }: {
  message: ChatMessage
  images: string[]
  playing: boolean
  onPlay: (m: ChatMessage) => void
}) {
  const c = message.content
  if (c.type === 'image') {
    const size = bubbleImageSize(c.image.width, c.image.height)
    const src = srcOf(c.image.path)
    return (
      <Image
        className='sf-bubble__image'
        src={src}
        mode='aspectFill'
        style={{ width: `${size.width / 2}px`, height: `${size.height / 2}px` }}
        onClick={() => previewImages(images, src)}
        aria-label='图片'
      />
    )
  }
  if (c.type === 'voice') {
    return (
      <View className='sf-bubble__text sf-bubble__voice' role='button' aria-label='语音' onClick={() => onPlay(message)}>
        <Text>{playing ? '播放中' : '语音'} {c.voice.length}″</Text>
      </View>
    )
  }
  return <Text className='sf-bubble__text' userSelect>{c.text}</Text>
}

function SendState ({ message }: { message: ChatMessage }) {
  if (message.state === 'sending') return <Text className='sf-bubble__state'>发送中…</Text>
  if (message.state === 'failed') {
    return (
      <View className='sf-bubble__failed-wrap'>
        <View className='sf-bubble__failed' role='button' aria-label='重新发送' onClick={() => { void resend(message.key) }}>
          <Text>!</Text>
        </View>
        {message.error ? <Text className='sf-bubble__error'>{message.error}</Text> : null}
      </View>
    )
  }
  return null
}

/** Hold to talk (weapp): release to send, slide up to cancel. */
function VoiceButton () {
  const recorder = useRef<VoiceRecorder | null>(null)
  const startY = useRef(0)
  const [recording, setRecording] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const begin = (y: number) => {
    try {
      recorder.current ??= createVoiceRecorder()
      recorder.current.start()
      startY.current = y
      setCancelling(false)
      setRecording(true)
    } catch {
      toast('无法录音，请检查麦克风权限')
    }
  }
  const end = async () => {
    if (!recording || !recorder.current) return
    setRecording(false)
    try {
      const rec = await recorder.current.stop()
      if (cancelling) return
      if (rec.duration < VOICE_MIN) {
        toast('说话时间太短')
        return
      }
      await sendVoice(rec.tempFilePath, rec.duration)
    } catch {
      toast('录音失败，请重试')
    }
  }
  return (
    <View
      className={`sf-im__hold ${recording ? 'sf-im__hold--active' : ''}`}
      onTouchStart={(e) => begin(touchY(e))}
      onTouchMove={(e) => setCancelling(startY.current - touchY(e) > VOICE_CANCEL_DISTANCE)}
      onTouchEnd={() => { void end() }}
      onTouchCancel={() => { setCancelling(true); void end() }}
    >
      <Text>{recording ? (cancelling ? '松开手指，取消发送' : '松开 发送') : '按住 说话'}</Text>
    </View>
  )
}

/** Chat with one user (query: name, account, formUserId, headIcon). */
export default function Im () {
  const { params } = useRouter()
  const partner = useMemo(() => ({
    id: decodeParam(params?.formUserId),
    realName: decodeParam(params?.name),
    account: decodeParam(params?.account),
    headIcon: decodeParam(params?.headIcon)
  }), [params?.formUserId, params?.name, params?.account, params?.headIcon])
  const me = useSession((s) => s.userInfo)
  const messages = useIm((s) => s.messages)
  const scrollTo = useIm((s) => s.scrollTo)
  const hasMore = useIm((s) => s.hasMore)
  const loadingHistory = useIm((s) => s.loadingHistory)
  const page = useIm((s) => s.page)
  const socketState = useChat((s) => s.socket.state)
  const [text, setText] = useState('')
  const [voiceMode, setVoiceMode] = useState(false)
  const [playing, setPlaying] = useState('')
  const voiceSupported = isWeapp()

  useLoad(() => {
    if (!partner.id) return
    setPageTitle(partner.realName || partner.account)
    openImChat(partner, me?.userId ?? '')
  })
  useUnload(() => closeImChat())

  const rows = useMemo(() => withTimeSeparators(messages), [messages])
  const images = useMemo(
    () => messages.flatMap((m) => (m.content.type === 'image' ? [srcOf(m.content.image.path)] : [])),
    [messages]
  )

  if (!partner.id) return <ErrorView message='聊天对象不存在' />

  const send = () => {
    if (sendText(text)) setText('')
  }
  const pickImage = async () => {
    let paths: string[]
    try {
      paths = await chooseImages(1)
    } catch {
      toast('无法选择图片，请检查相册权限')
      return
    }
    for (const path of paths) await sendImage(path, await imageInfo(path))
  }
  const play = (m: ChatMessage) => {
    if (m.content.type !== 'voice') return
    setPlaying(m.key)
    playVoice(srcOf(m.content.voice.path), () => setPlaying((k) => (k === m.key ? '' : k)))
  }

  return (
    <View className='sf-im'>
      {socketState !== 'open' && (
        <View className='sf-im__notice' role='status'><Text>{socketState === 'failed' ? '消息服务连接失败' : '正在连接消息服务…'}</Text></View>
      )}
      <ScrollView
        className='sf-im__list'
        scrollY
        scrollIntoView={scrollTo}
        upperThreshold={40}
        onScrollToUpper={() => { loadOlder() }}
      >
        <View className='sf-im__more'>
          {loadingHistory
            ? <Text>加载中...</Text>
            : hasMore && page > 0
              ? <View role='button' onClick={() => { loadOlder() }}><Text>查看更早的消息</Text></View>
              : <Text>{messages.length ? '没有更早的消息了' : '暂无消息，打个招呼吧'}</Text>}
        </View>
        {rows.map((row) => row.kind === 'time'
          ? <View key={row.key} className='sf-im__time'><Text>{row.text}</Text></View>
          : (
            <View
              key={row.key}
              id={row.key}
              className={`sf-bubble ${row.message.mine ? 'sf-bubble--mine' : ''}`}
              data-state={row.message.state ?? ''}
            >
              <UserAvatar
                size='small'
                name={row.message.mine ? me?.userName : (partner.realName || partner.account)}
                headIcon={row.message.mine ? me?.headIcon : partner.headIcon}
              />
              <View className='sf-bubble__body'>
                <Bubble message={row.message} images={images} playing={playing === row.message.key} onPlay={play} />
              </View>
              {row.message.mine && <SendState message={row.message} />}
            </View>
            ))}
      </ScrollView>
      <View className='sf-im__bar'>
        {voiceSupported && (
          <View className='sf-im__tool' role='button' aria-label={voiceMode ? '键盘' : '语音'} onClick={() => setVoiceMode((v) => !v)}>
            <Text>{voiceMode ? '键盘' : '语音'}</Text>
          </View>
        )}
        {voiceSupported && voiceMode
          ? <VoiceButton />
          : (
            <Input
              className='sf-im__input'
              value={text}
              placeholder='输入消息'
              maxlength={IM_TEXT_MAX}
              confirmType='send'
              confirmHold
              adjustPosition
              cursorSpacing={20}
              onInput={(e) => setText(inputValue(e))}
              onConfirm={send}
            />
            )}
        <View className='sf-im__tool' role='button' aria-label='图片' onClick={() => { void pickImage() }}>
          <Text>图片</Text>
        </View>
        {!voiceMode && (
          <View
            className={`sf-im__send ${canSendText(text) ? '' : 'sf-im__send--disabled'}`}
            role='button'
            aria-label='发送'
            aria-disabled={!canSendText(text)}
            onClick={() => { if (canSendText(text)) send() }}
          >
            <Text>发送</Text>
          </View>
        )}
      </View>
    </View>
  )
}
