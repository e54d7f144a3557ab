import { Image, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { addMySign, createPersonSeal, listMySigns, removeMySign, setDefaultSign, type MySign } from '@/api/signature'
import { PageShell } from '@/components/PageShell'
import { SignaturePad } from '@/components/SignaturePad'
import { useRemote } from '@/components/useRemote'
import { timeFormat } from '@/core/format'
import { confirm, toast } from '@/platform/ui'
import './index.scss'

/**
 * 数字签名: my saved hand signatures (the default is what 使用我的签名 puts on approvals and
 * documents): draw and add one, make one the default, delete one; and my personal seal, made from
 * my name by the signature service the first time it is asked for.
 */
export default function Page () {
  const signs = useRemote(listMySigns)
  const seal = useRemote(createPersonSeal)
  const [drawing, setDrawing] = useState(false)
  const [busy, setBusy] = useState(false)
  const act = async (work: () => Promise<unknown>, done: string) => {
    if (busy) return
    setBusy(true)
    try {
      await work()
      toast(done)
      await signs.refresh()
    } catch { /* the requester showed the server's message */ } finally {
      setBusy(false)
    }
  }
  const list = signs.data ?? []
  const remove = async (s: MySign) => {
    if (await confirm('删除签名', s.isDefault ? '这是默认签名，删除后最新的一个签名将成为默认签名。确定删除？' : '确定删除这个签名？')) {
      await act(() => removeMySign(s.id), '已删除')
    }
  }
  return (
    <PageShell loading={signs.loading} error={signs.error} onRetry={() => { void signs.reload() }} onRefresh={signs.refresh} className='sf-dsign'>
      <View className='sf-dsign__section'>
        <Text className='sf-dsign__heading'>我的签名</Text>
        {list.length === 0 && <Text className='sf-dsign__empty'>还没有保存签名，添加后审批和签署文件时可直接使用</Text>}
        {list.map((s) => (
          <View key={s.id} className={`sf-dsign__card ${s.isDefault ? 'sf-dsign__card--default' : ''}`} aria-label={s.isDefault ? '默认签名' : '签名'}>
            <Image className='sf-dsign__image' src={s.signImg} mode='aspectFit' />
            <View className='sf-dsign__row'>
              <Text className='sf-dsign__time'>{timeFormat(s.creatorTime, 'yyyy-mm-dd hh:MM')}</Text>
              {s.isDefault
                ? <Text className='sf-dsign__badge'>默认</Text>
                : <View className='sf-dsign__link' role='button' onClick={() => { void act(() => setDefaultSign(s.id), '已设为默认签名') }}>设为默认</View>}
              <View className='sf-dsign__link sf-dsign__link--danger' role='button' onClick={() => { void remove(s) }}>删除</View>
            </View>
          </View>
        ))}
        <Button type='primary' block disabled={busy} onClick={() => setDrawing(true)}>添加签名</Button>
      </View>
      <View className='sf-dsign__section'>
        <Text className='sf-dsign__heading'>我的印章</Text>
        {seal.data
          ? (
            <View className='sf-dsign__seal'>
              <Image className='sf-dsign__seal-image' src={seal.data.sealImg} mode='aspectFit' aria-label='个人印章' />
              <Text className='sf-dsign__time'>{seal.data.sealName} · {timeFormat(seal.data.createTime)} 生成</Text>
            </View>
            )
          : <Text className='sf-dsign__empty'>{seal.loading ? '正在获取印章…' : seal.error || '暂无印章'}</Text>}
      </View>
      <Popup visible={drawing} position='bottom' round destroyOnClose onClose={() => setDrawing(false)}>
        <View className='sf-dsign__pad' aria-label='签名板'>
          <SignaturePad onCancel={() => setDrawing(false)} onConfirm={(url) => { setDrawing(false); void act(() => addMySign(url, list.length === 0), '签名已保存') }} />
        </View>
      </Popup>
    </PageShell>
  )
}
