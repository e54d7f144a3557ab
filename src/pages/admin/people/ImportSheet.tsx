/**
 * 批量导入: download the template, choose the filled sheet (H5: a file; mini-program: a file from a
 * WeChat chat), see every bad row and why, import the good ones, and download the bad ones with a
 * reason column. The generated passwords are shown this once, to be handed to each person.
 */
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { ImportPreview, ImportResult } from '../../../../types/api/admin'
import { exportBadRows, importPeople, importPreview, importTemplate, uploadImport } from '@/api/admin'
import { fileUrl } from '@/api/file'
import { badRows, passwordsText, previewText } from '@/core/admin'
import { chooseDocument, openDocument } from '@/platform/documents'
import { toast } from '@/platform/ui'
import { useSubmit } from '@/components/useSubmit'

export function ImportSheet ({ onClose, onImported }: { onClose: () => void, onImported: () => void }) {
  const [file, setFile] = useState<{ fileName: string, name: string } | null>(null)
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [result, setResult] = useState<ImportResult | null>(null)

  const [busy, run] = useSubmit(async (action: 'template' | 'choose' | 'import' | 'bad') => {
    if (action === 'template') {
      const t = await importTemplate()
      await openDocument(fileUrl(t.url), t.name)
    } else if (action === 'choose') {
      const picked = await chooseDocument(['xlsx'])
      if (!picked) return
      const up = await uploadImport(picked.path)
      setResult(null)
      setPreview(await importPreview(up.fileName))
      setFile({ fileName: up.fileName, name: picked.name })
    } else if (action === 'import' && file) {
      const r = await importPeople(file.fileName)
      setResult(r)
      setPreview(null)
      toast(r.snum ? `已导入 ${r.snum} 人` : '没有导入任何人员')
      if (r.snum) onImported()
    } else if (action === 'bad' && result) {
      const f = await exportBadRows(result.failResult)
      await openDocument(fileUrl(f.url), f.name)
    }
  })

  const bad = preview ? badRows(preview) : []
  return (
    <Popup visible position='bottom' round onClose={onClose}>
      <View className='sf-admin-form' aria-label='批量导入'>
        <Text className='sf-admin-form__title'>批量导入人员</Text>
        <View className='sf-admin-form__body'>
          <View className='sf-admin-form__block'>
            <Text className='sf-admin__muted'>按模板填写账户、姓名、手机号码、所属组织、岗位、角色、项目和合同段；每人的初始密码由系统生成，首次登录须修改。</Text>
            <View className='sf-admin-form__link' role='button' aria-label='下载导入模板' onClick={() => { void run('template') }}>下载导入模板</View>
          </View>
          <View className='sf-admin-form__block'>
            <Button disabled={busy} onClick={() => { void run('choose') }}>{file ? '重新选择文件' : '选择填好的文件（xlsx）'}</Button>
            {file && <Text className='sf-admin__muted'>{file.name}</Text>}
          </View>
          {preview && (
            <View className='sf-admin-form__block' aria-label='导入预览'>
              <View role='status'><Text className='sf-admin__line'>{previewText(preview)}</Text></View>
              {bad.map((r) => (
                <View key={r.rowNumber} className='sf-admin__row'>
                  <Text className='sf-admin__line'>{`第 ${r.rowNumber} 行 ${r.realName || ''} ${r.account || ''}`}</Text>
                  <Text className='sf-admin__muted'>{r.errorsInfo}</Text>
                </View>
              ))}
            </View>
          )}
          {result && (
            <View className='sf-admin-form__block' aria-label='导入结果'>
              <View role='status'><Text className='sf-admin__line'>{`已导入 ${result.snum} 人${result.fnum ? `，${result.fnum} 行未导入` : ''}`}</Text></View>
              {result.fnum > 0 && (
                <View className='sf-admin-form__link' role='button' aria-label='下载未导入的行' onClick={() => { void run('bad') }}>下载未导入的行（含原因）</View>
              )}
              {result.passwords.length > 0 && (
                <>
                  <Text className='sf-admin__muted'>初始密码只显示这一次，请逐一告知本人：</Text>
                  <Text className='sf-admin__line sf-admin__passwords' selectable userSelect aria-label='初始密码'>{passwordsText(result)}</Text>
                </>
              )}
            </View>
          )}
        </View>
        <View className='sf-admin-form__actions'>
          <Button className='sf-admin-form__button' onClick={onClose}>{result ? '完成' : '取消'}</Button>
          {preview && (
            <Button className='sf-admin-form__button' type='primary' loading={busy} disabled={busy || preview.snum === 0}
              onClick={() => { void run('import') }}>{`导入 ${preview.snum} 人`}</Button>
          )}
        </View>
      </View>
    </Popup>
  )
}
