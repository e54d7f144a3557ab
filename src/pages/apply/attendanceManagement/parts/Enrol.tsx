/**
 * 人员信息录入: the workers enrolled for attendance (identity, team, face), and the form that
 * enrols one: a person of my sections, ID card number, team, work type, a camera photo of the face
 * (the server finds the face in it and keeps its descriptor; no face, no enrolment).
 */
import { Image, Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { enrolPerson, getEnrolChoices, getPeople } from '@/api/attendance'
import { fileUrl, uploadFile } from '@/api/file'
import { chooseImages } from '@/platform/media'
import { toast } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import { TabStrip } from '@/components/TabStrip'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import './attendance.scss'

export function EnrolScreen () {
  const [tab, setTab] = useState(0)
  return (
    <View className='sf-att'>
      <TabStrip tabs={[{ title: '已录入' }, { title: '录入人员' }]} active={tab} onChange={setTab} />
      {tab === 0 ? <People /> : <EnrolForm onDone={() => setTab(0)} />}
    </View>
  )
}

function People () {
  const people = useRemote(getPeople)
  return (
    <PageShell loading={people.loading} error={people.error} onRetry={() => { void people.reload() }} onRefresh={people.refresh}
      empty={!!people.data && people.data.length === 0} emptyText='还没有录入人员'>
      <View className='sf-att__card'>
        {(people.data ?? []).map((p) => (
          <View key={p.id} className='sf-att__row' aria-label={p.realName}>
            <Image src={fileUrl(p.facePhoto)} mode='aspectFill' style={{ width: '96px', height: '96px', borderRadius: '8px', flexShrink: 0 }} />
            <View style={{ flex: 1 }}>
              <Text className='sf-att__who'>{p.realName}</Text>
              <Text className='sf-att__line'>{`${p.team}${p.workType ? ` · ${p.workType}` : ''} · ${p.unitName}`}</Text>
              <Text className='sf-att__line'>{`身份证 ${p.idCard.slice(0, 6)}********${p.idCard.slice(-4)}`}</Text>
            </View>
          </View>
        ))}
      </View>
    </PageShell>
  )
}

function EnrolForm ({ onDone }: { onDone: () => void }) {
  const choices = useRemote(getEnrolChoices)
  const [userId, setUserId] = useState('')
  const [idCard, setIdCard] = useState('')
  const [team, setTeam] = useState('')
  const [workType, setWorkType] = useState('')
  const [phone, setPhone] = useState('')
  const [photo, setPhoto] = useState('')
  const [shooting, shoot] = useSubmit(async () => {
    const [taken] = await chooseImages(1, ['camera'])
    if (!taken) return
    setPhoto((await uploadFile('annexpic', taken)).url)
  })
  const [busy, save] = useSubmit(async () => {
    if (!userId) { toast('请选择人员'); return }
    if (!/^\d{17}[\dXx]$/.test(idCard.trim())) { toast('身份证号格式不正确'); return }
    if (!team.trim()) { toast('请填写班组'); return }
    if (!photo) { toast('请拍摄人脸照片'); return }
    await enrolPerson({ userId, idCard: idCard.trim(), team: team.trim(), workType: workType.trim(), mobilePhone: phone.trim(), facePhoto: photo })
    toast('人员信息已保存')
    onDone()
  })
  return (
    <PageShell loading={choices.loading} error={choices.error} onRetry={() => { void choices.reload() }}>
      <View className='sf-att__card' aria-label='选择人员'>
        <Text className='sf-att__label'><Text className='sf-att__bad'>*</Text>人员</Text>
        {(choices.data ?? []).map((c) => (
          <View key={c.userId} className={`sf-att__choice ${c.userId === userId ? 'sf-att__choice--chosen' : ''}`} role='radio'
            aria-checked={c.userId === userId} aria-label={c.realName} onClick={() => setUserId(c.userId)}>
            {`${c.realName} · ${c.unitName}${c.enrolled ? '（已录入，重新录入将覆盖）' : ''}`}
          </View>
        ))}
      </View>
      <View className='sf-att__card'>
        <Text className='sf-att__label'><Text className='sf-att__bad'>*</Text>身份证号</Text>
        <Input className='sf-att__input' value={idCard} maxlength={18} aria-label='身份证号' onInput={(e) => setIdCard(e.detail.value)} />
        <Text className='sf-att__label'><Text className='sf-att__bad'>*</Text>班组</Text>
        <Input className='sf-att__input' value={team} maxlength={50} placeholder='如：测量班' aria-label='班组' onInput={(e) => setTeam(e.detail.value)} />
        <Text className='sf-att__label'>工种</Text>
        <Input className='sf-att__input' value={workType} maxlength={50} aria-label='工种' onInput={(e) => setWorkType(e.detail.value)} />
        <Text className='sf-att__label'>手机号</Text>
        <Input className='sf-att__input' type='number' value={phone} maxlength={11} aria-label='手机号' onInput={(e) => setPhone(e.detail.value)} />
        <Text className='sf-att__label'><Text className='sf-att__bad'>*</Text>人脸照片（正对镜头，光线充足）</Text>
        {photo
          ? <Image className='sf-att__photo' src={fileUrl(photo)} mode='aspectFit' aria-label='人脸照片' onClick={() => { void shoot() }} />
          : <View className='sf-att__shot' role='button' aria-label='拍摄人脸' onClick={() => { void shoot() }}>{shooting ? '正在上传…' : '点击拍摄人脸'}</View>}
      </View>
      <View className='sf-att__actions'>
        <View className={`sf-att__submit ${busy ? 'sf-att__submit--busy' : ''}`} role='button' aria-label='保存' onClick={() => { void save() }}>{busy ? '正在识别人脸…' : '保存'}</View>
      </View>
    </PageShell>
  )
}
