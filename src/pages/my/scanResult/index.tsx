import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useMemo, useState } from 'react'
import { decodeParam } from '@/core/entry'
import { codePage, parseCode } from '@/core/qrcode'
import { formPageOf, pagePath } from '@/routePaths'
import { confirmSignInTicket, scanSignInTicket } from '@/api/oauth'
import { copyText } from '@/platform/device'
import { nav } from '@/platform/nav'
import { toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { PageShell } from '@/components/PageShell'
import './index.scss'

const formRouteOf = (module: string) => formPageOf(module)

/**
 * What a scanned code (query `result`) names: a SiteFlow code opens its form, record or piece of
 * equipment in place of this page, or asks to confirm a web sign-in; anything else shows its text,
 * selectable, with a copy button.
 */
export default function ScanResult () {
  const { params } = useRouter()
  const text = decodeParam(params?.result)
  const projectId = useSession((s) => s.project?.id ?? null)
  const outcome = useMemo(() => parseCode(text), [text])
  const page = outcome.kind === 'text' ? null : codePage(outcome, { projectId, formRouteOf })
  const [signIn, setSignIn] = useState<'idle' | 'done'>('idle')

  useEffect(() => {
    const path = page && 'path' in page ? pagePath(page.path) : undefined
    if (page && 'path' in page && path) void nav.redirect(path, page.query)
    if (outcome.kind === 'signin') void scanSignInTicket(outcome.ticket).catch(() => {})
  }, [])

  const copy = async () => {
    toast((await copyText(text)) ? '已复制' : '复制失败，请长按文字复制')
  }
  if (outcome.kind === 'signin') {
    const confirm = async () => {
      try {
        await confirmSignInTicket(outcome.ticket)
        setSignIn('done')
      } catch { /* the requester has said why */ }
    }
    return (
      <PageShell>
        <View className='sf-scan'>
          <Text className='sf-scan__label'>网页端登录</Text>
          <Text className='sf-scan__text'>{signIn === 'done' ? '已确认，网页端即将登录' : '确认在电脑网页上登录您的账号？'}</Text>
        </View>
        {signIn === 'idle' && (
          <View className='sf-scan__actions'>
            <Button type='primary' block size='large' onClick={() => { void confirm() }}>确认登录</Button>
          </View>
        )}
      </PageShell>
    )
  }
  const refused = page && 'message' in page ? page.message : ''
  return (
    <PageShell empty={!text} emptyText='没有扫描到内容'>
      {refused && <View className='sf-scan__refused' role='alert'><Text>{refused}</Text></View>}
      <View className='sf-scan'>
        <Text className='sf-scan__label'>扫描结果</Text>
        <Text className='sf-scan__text' userSelect selectable>{text}</Text>
      </View>
      <View className='sf-scan__actions'>
        <Button type='primary' block size='large' onClick={() => { void copy() }}>复制内容</Button>
      </View>
    </PageShell>
  )
}
