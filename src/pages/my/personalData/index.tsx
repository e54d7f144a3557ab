import { View, Text } from '@tarojs/components'
import { Button, CellGroup, Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { checkProfile, type ProfileForm } from '@/core/account'
import { timeFormat } from '@/core/format'
import { getBaseInfo, updateAvatar, updateBaseInfo, type UserBaseInfo } from '@/api/permission'
import { uploadFile } from '@/api/file'
import { chooseImages } from '@/platform/media'
import { toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { PageShell } from '@/components/PageShell'
import { Field } from '@/components/Field'
import { LinkCell } from '@/components/LinkCell'
import { UserAvatar } from '@/components/UserAvatar'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import './index.scss'

type Key = keyof ProfileForm

const FIELDS: Array<{ key: Key, label: string, type?: 'tel' | 'text', max?: number, required?: boolean }> = [
  { key: 'realName', label: '姓名', required: true, max: 32 },
  { key: 'mobilePhone', label: '手机号', type: 'tel', max: 11 },
  { key: 'email', label: '邮箱', max: 64 },
  { key: 'telePhone', label: '联系电话', type: 'tel', max: 20 },
  { key: 'urgentContacts', label: '紧急联系人', max: 32 },
  { key: 'urgentTelePhone', label: '紧急电话', type: 'tel', max: 20 },
  { key: 'certificatesNumber', label: '身份证号', max: 18 },
  { key: 'postalAddress', label: '通讯地址', max: 128 },
  { key: 'signature', label: '个性签名', max: 64 }
]

const GENDER: Record<string, string> = { 1: '男', 2: '女', 3: '保密' }

const toForm = (info: UserBaseInfo): ProfileForm =>
  Object.fromEntries(FIELDS.map(({ key }) => [key, String(info[key] ?? '')])) as unknown as ProfileForm

/** Personal data: view; edit with checks (what was typed stays on failure); avatar from album or camera. */
export default function PersonalData () {
  const patchUserInfo = useSession((s) => s.patchUserInfo)
  const info = useRemote(getBaseInfo)
  const [form, setForm] = useState<ProfileForm | null>(null)
  const data = info.data

  const [saving, save] = useSubmit(async () => {
    if (!form || !data) return
    const msg = checkProfile(form)
    if (msg) {
      toast(msg)
      return
    }
    const trimmed = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()])) as unknown as ProfileForm
    await updateBaseInfo(trimmed)
    info.setData({ ...data, ...trimmed })
    patchUserInfo({ userName: trimmed.realName, mobilePhone: trimmed.mobilePhone, email: trimmed.email })
    setForm(null)
    toast('保存成功')
  })

  const [uploading, changeAvatar] = useSubmit(async () => {
    let path: string | undefined
    try {
      [path] = await chooseImages(1)
    } catch {
      toast('无法选择图片，请检查相册或相机权限')
      return
    }
    if (!path) return
    const file = await uploadFile('userAvatar', path)
    const { headIcon = file.url } = await updateAvatar(file.name)
    if (data) info.setData({ ...data, headIcon })
    patchUserInfo({ headIcon })
    toast('头像已更新')
  })

  const set = (key: Key) => (value: string) => setForm((f) => (f ? { ...f, [key]: value } : f))

  return (
    <PageShell loading={info.loading} error={info.error} onRetry={info.reload} onRefresh={form ? undefined : info.refresh}>
      {data && (
        <>
          <View className='sf-personal__head' onClick={() => { void changeAvatar() }} role='button' aria-label='更换头像'>
            <UserAvatar name={data.realName} headIcon={data.headIcon} size='large' />
            <Text className='sf-personal__hint'>{uploading ? '上传中...' : '点击更换头像'}</Text>
          </View>
          {form
            ? (
              <>
                <View className='sf-form-card'>
                  {FIELDS.map(({ key, label, type, max, required }) => (
                    <Field key={key} label={label} required={required}>
                      <Input value={form[key]} onChange={set(key)} type={type ?? 'text'} maxLength={max} placeholder={`请输入${label}`} />
                    </Field>
                  ))}
                </View>
                <View className='sf-form-actions sf-personal__actions'>
                  <Button block size='large' disabled={saving} onClick={() => setForm(null)}>取消</Button>
                  <Button type='primary' block size='large' loading={saving} disabled={saving} onClick={() => save()}>保存</Button>
                </View>
              </>
              )
            : (
              <>
                <CellGroup>
                  <LinkCell title='账号' value={data.account} />
                  {FIELDS.slice(0, 1).map(({ key, label }) => <LinkCell key={key} title={label} value={String(data[key] ?? '')} />)}
                  <LinkCell title='性别' value={GENDER[String(data.gender ?? '')] ?? ''} />
                  <LinkCell title='出生日期' value={data.birthday ? timeFormat(data.birthday) : ''} />
                  {FIELDS.slice(1).map(({ key, label }) => <LinkCell key={key} title={label} value={String(data[key] ?? '')} />)}
                </CellGroup>
                <CellGroup>
                  <LinkCell title='所属组织' value={data.organize || [data.organizeName, data.departmentName].filter(Boolean).join('/')} />
                  <LinkCell title='岗位' value={data.position || data.positionName || ''} />
                  <LinkCell title='角色' value={data.roleId || data.roleName || ''} />
                  <LinkCell title='直属上级' value={data.manager || ''} />
                </CellGroup>
                <View className='sf-form-actions'>
                  <Button type='primary' block size='large' onClick={() => setForm(toForm(data))}>编辑资料</Button>
                </View>
              </>
              )}
        </>
      )}
    </PageShell>
  )
}
