/**
 * 签署文件 (SPEC §2 autoSign): one document waiting for my signature. Shows the document (查看文件,
 * 查看审批), lets me sign it by hand (the signature pad, or my saved signature) or with my person
 * seal, asks before signing, then goes back to the list. A refusal shows the server's message and a
 * lost answer offers 重试; either way the signature stays. A document signed meanwhile (here, on
 * another device, or already when opened) shows as signed.
 */
import { View, Text, Image } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useEffect, useRef, useState } from 'react'
import type { SignType } from '../../../../types/api/signature'
import { createPersonSeal, getSignRecord } from '@/api/signature'
import { decodeParam } from '@/core/entry'
import { timeFormat } from '@/core/format'
import {
  ALREADY_SIGNED_MSG, SIGNED_ELSEWHERE_MSG, SIGN_TYPES, parseSignRecord, signConfirmText, signFlowConfig, type SignDocument
} from '@/core/signature'
import { FLOW_BEFORE_PATH, flowBeforeQuery } from '@/core/workflow'
import { nav } from '@/platform/nav'
import { confirm, toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { FLOW_MODAL, SIGN_WEBVIEW, signDocument, useSignature } from '@/stores/signature'
import { ChoiceChips } from '@/components/ChoiceChips'
import { PageShell } from '@/components/PageShell'
import { SignaturePad } from '@/components/SignaturePad'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import './index.scss'

const TIME = 'yyyy-mm-dd hh:MM'
const OFFLINE_TEXT = '网络异常，签署未提交，签名已保留'
const SIGN_MISSING: Record<SignType, string> = { hand: '请先签名', seal: '请先生成个人印章' }

export default function AutoSignPage () {
  const id = decodeParam(useRouter().params.id)
  if (!id) return <PageShell error='参数错误，请返回重试' />
  return <SignFile id={id} />
}

/** '' not signed on this screen; signed (here, or an answer lost on the way); elsewhere (another device). */
type Done = '' | 'signed' | 'elsewhere'

function SignFile ({ id }: { id: string }) {
  const remote = useRemote<SignDocument>(() => getSignRecord(id).then((r) => parseSignRecord(r, id)))
  const doc = remote.data
  const [done, setDone] = useState<Done>('')
  const [signType, setSignType] = useState<SignType>('hand')
  const [drawn, setDrawn] = useState('')
  const [padOpen, setPadOpen] = useState(false)
  const seal = useRemote(createPersonSeal, { immediate: false })
  const [refusal, setRefusal] = useState('')
  const [offline, setOffline] = useState(false)
  const savedSign = useSession((s) => s.userInfo?.signImg) ?? ''
  // my own signature is on its way or was taken: a report of this id is then its echo. A ref, not
  // state: on H5 (Preact) an effect can run a frame after its render, once the answer has come and
  // with that render's values, which would take my own signature for another device's.
  const mine = useRef(false)

  const signed = done !== '' || doc?.state === 1
  const image = signType === 'hand' ? drawn : (seal.data?.sealImg ?? '')

  // signed on another device while this screen is open (not the echo of my own signature)
  const report = useSignature((s) => s.signed)
  const seenReport = useRef(report)
  useEffect(() => {
    if (report === seenReport.current) return
    seenReport.current = report
    if (!report || report.id !== id || mine.current || signed) return
    setDone(offline ? 'signed' : 'elsewhere')
    setOffline(false)
    setRefusal('')
    setPadOpen(false)
    toast(offline ? ALREADY_SIGNED_MSG : SIGNED_ELSEWHERE_MSG)
  }, [report, id, signed, offline])

  const chooseType = (type: SignType) => {
    setSignType(type)
    setRefusal('')
    if (type === 'seal' && !seal.data && !seal.loading) void seal.reload()
  }
  const takeImage = (url: string) => {
    setDrawn(url)
    setRefusal('')
  }

  const [busy, sign] = useSubmit(async (ask: boolean) => {
    if (!doc || signed) return
    if (!image) {
      toast(SIGN_MISSING[signType])
      return
    }
    if (ask && !(await confirm('确认签署', signConfirmText(doc.title)))) return
    setRefusal('')
    mine.current = true
    const out = await signDocument(id, { signImg: image, signType }).catch((err: unknown) => { mine.current = false; throw err })
    // not signed (a refusal) or not known (no answer: a report then says it was taken)
    if (out.kind === 'offline' || out.kind === 'refused') mine.current = false
    setOffline(out.kind === 'offline')
    if (out.kind === 'offline') return
    if (out.kind === 'refused') {
      setRefusal(out.message)
      return
    }
    setDone('signed')
    if (out.kind === 'done') {
      toast(out.msg || '签署成功')
      void nav.back(1, FLOW_MODAL)
    }
  })

  const viewFile = () => { void nav.push(SIGN_WEBVIEW, { id }) }
  const flow = doc ? signFlowConfig({ taskId: doc.taskId, flowId: doc.flowId, title: doc.title }) : null

  const canSign = !!doc && !signed

  return (
    <View className='sf-sign-file'>
      <PageShell loading={remote.loading} error={remote.error} onRetry={() => { void remote.reload() }} onRefresh={remote.refresh}>
        {doc && (
          <View className={`sf-sign-file__content ${canSign ? 'sf-sign-file__content--with-bar' : ''}`}>
            {offline && canSign && (
              <View className='sf-sign-file__banner' role='alert' aria-label='网络异常'>
                <Text className='sf-sign-file__banner-text'>{OFFLINE_TEXT}</Text>
                <View className='sf-sign-file__banner-action' role='button' aria-label='重试签署' onClick={() => { void sign(false) }}>
                  {busy ? '提交中' : '重试'}
                </View>
              </View>
            )}
            <View className='sf-sign-file__doc'>
              <Text className='sf-sign-file__title'>{doc.title || '签署文件'}</Text>
              {doc.createTime ? <Text className='sf-sign-file__meta'>{`发起时间：${timeFormat(doc.createTime, TIME)}`}</Text> : null}
              <View className='sf-sign-file__links'>
                <View className='sf-sign-file__link' role='button' aria-label='查看文件' onClick={viewFile}>查看文件</View>
                {flow && (
                  <View className='sf-sign-file__link' role='button' aria-label='查看审批'
                    onClick={() => { void nav.push(FLOW_BEFORE_PATH, flowBeforeQuery(flow)) }}>查看审批</View>
                )}
              </View>
            </View>

            {signed ? (
              <View className='sf-sign-file__done' role='status'>
                <View className='sf-sign-file__done-icon'>✓</View>
                <Text className='sf-sign-file__done-text'>{done === 'elsewhere' ? SIGNED_ELSEWHERE_MSG : ALREADY_SIGNED_MSG}</Text>
                {doc.signTime && done === '' ? <Text className='sf-sign-file__meta'>{`签署时间：${timeFormat(doc.signTime, TIME)}`}</Text> : null}
                <Button className='sf-sign-file__done-action' type='primary' fill='outline' onClick={viewFile}>查看已签署文件</Button>
              </View>
            ) : (
              <>
                <View className='sf-sign-file__section'>
                  <Text className='sf-sign-file__label'>签署方式</Text>
                  <ChoiceChips label='签署方式' options={[...SIGN_TYPES]} value={signType} onChange={chooseType} />
                </View>
                {signType === 'hand' ? (
                  <View className='sf-sign-file__section'>
                    <Text className='sf-sign-file__label'>手写签名</Text>
                    {drawn ? (
                      <Image className='sf-sign-file__image' src={drawn} mode='aspectFit' aria-label='我的签名' />
                    ) : (
                      <View className='sf-sign-file__blank' role='button' aria-label='点击签名' onClick={() => setPadOpen(true)}>点击此处签名</View>
                    )}
                    <View className='sf-sign-file__row'>
                      {drawn && <View className='sf-sign-file__small' role='button' aria-label='重新签名' onClick={() => setPadOpen(true)}>重新签名</View>}
                      {savedSign && savedSign !== drawn && (
                        <View className='sf-sign-file__small' role='button' aria-label='使用我的签名' onClick={() => takeImage(savedSign)}>使用我的签名</View>
                      )}
                    </View>
                  </View>
                ) : (
                  <View className='sf-sign-file__section'>
                    <Text className='sf-sign-file__label'>个人印章</Text>
                    {seal.loading && <View className='sf-sign-file__hint' role='status'>正在生成个人印章...</View>}
                    {!seal.loading && seal.error && (
                      <View className='sf-sign-file__row'>
                        <Text className='sf-sign-file__hint'>{seal.error}</Text>
                        <View className='sf-sign-file__small' role='button' aria-label='重新生成印章' onClick={() => { void seal.reload() }}>重试</View>
                      </View>
                    )}
                    {!seal.loading && seal.data && (
                      <>
                        <Image className='sf-sign-file__image' src={seal.data.sealImg} mode='aspectFit' aria-label='个人印章' />
                        <Text className='sf-sign-file__hint'>{seal.data.sealName}</Text>
                      </>
                    )}
                  </View>
                )}
                {refusal && <View className='sf-sign-file__refusal' role='alert'>{refusal}</View>}
              </>
            )}
          </View>
        )}
      </PageShell>
      {/* outside the page shell: its pull to refresh moves (transforms) what it holds, fixed bars included */}
      {canSign && (
        <>
          <View className='sf-sign-file__bar'>
            <Button className='sf-sign-file__submit' type='primary' block loading={busy} disabled={busy} onClick={() => { void sign(true) }}>
              确认签署
            </Button>
          </View>
          <Popup visible={padOpen} position='bottom' round destroyOnClose onClose={() => setPadOpen(false)}>
            <View aria-label='签名板'>
              <SignaturePad onCancel={() => setPadOpen(false)} onConfirm={(url) => { setPadOpen(false); takeImage(url) }} />
            </View>
          </Popup>
        </>
      )}
    </View>
  )
}
