/**
 * 批量导入: download the template, choose the filled sheet (H5: a file; mini-program: a file from a
 * WeChat chat), see every bad row and why, import the good ones as a background job (its progress
 * shown; the screen may be left and the job is found again), and download the bad ones with a
 * reason column. The generated passwords are shown this once, to be handed to each person.
 */
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { ImportJob, ImportPreview } from '../../../../types/api/admin'
import { exportBadRows, forgetImportPasswords, importPreview, importTemplate, readImportJob, startImportJob, uploadImport } from '@/api/admin'
import { fileUrl } from '@/api/file'
import { badRows, IMPORT_JOB_STORAGE, IMPORT_POLL_MS, jobEnded, jobProgress, jobResultText, passwordsText, previewText, rememberedJobOf, type RememberedJob } from '@/core/admin'
import { copyText } from '@/platform/device'
import { chooseDocument, openDocument, openDocumentBytes } from '@/platform/documents'
import { getStorage, removeStorage, setStorage } from '@/platform/storage'
import { toast } from '@/platform/ui'
import { ProgressBar } from '@/components/Progress/ProgressBar'
import '../../../components/Progress/index.scss'
import { useSubmit } from '@/components/useSubmit'
import { useSession } from '@/stores/session'

export function ImportSheet ({ onClose, onImported }: { onClose: () => void, onImported: () => void }) {
  const userId = useSession((st) => st.userInfo?.userId)
  const [file, setFile] = useState<{ fileName: string, name: string } | null>(null)
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  // the job being imported: remembered until its passwords were shown, so leaving the screen loses nothing
  const [job, setJob] = useState<RememberedJob | null>(() => rememberedJobOf(getStorage(IMPORT_JOB_STORAGE, null), userId))
  const [state, setState] = useState<ImportJob | null>(null)
  const [retrying, setRetrying] = useState(false)
  const [bySms, setBySms] = useState(false)
  const result = state && jobEnded(state) ? state : null

  useEffect(() => {
    if (!job) return
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      try {
        const s = await readImportJob(job.id, job.key)
        if (!live) return
        setState(s)
        setRetrying(false)
        if (!jobEnded(s)) {
          timer = setTimeout(() => { void poll() }, IMPORT_POLL_MS)
          return
        }
        if (s.snum) onImported()
        // shown now: the server may delete them. Until it has heard so, the job stays remembered,
        // and coming back asks for them again (an answer lost on a weak signal loses nothing)
        if (s.passwords?.length) {
          try {
            await forgetImportPasswords(job.id)
          } catch {
            return
          }
        }
        removeStorage(IMPORT_JOB_STORAGE)
      } catch (err) {
        if (!live) return
        if ((err as { kind?: string }).kind === 'business') { // the job is gone or not this user's: forget it
          removeStorage(IMPORT_JOB_STORAGE)
          setJob(null)
          toast((err as Error).message)
          return
        }
        setRetrying(true) // a weak signal: ask again
        timer = setTimeout(() => { void poll() }, IMPORT_POLL_MS * 2)
      }
    }
    void poll()
    return () => { live = false; clearTimeout(timer) }
  }, [job])

  const [busy, run] = useSubmit(async (action: 'template' | 'choose' | 'import' | 'bad' | 'copy' | 'sheet') => {
    if (action === 'template') {
      const t = await importTemplate()
      await openDocument(fileUrl(t.url), t.name)
    } else if (action === 'choose') {
      const picked = await chooseDocument(['xlsx'])
      if (!picked) return
      const up = await uploadImport(picked.path)
      setState(null)
      setPreview(await importPreview(up.fileName))
      setFile({ fileName: up.fileName, name: picked.name })
    } else if (action === 'import' && file && userId) {
      const started = await startImportJob(file.fileName, bySms && !!preview?.smsAvailable)
      const remembered = { userId, id: started.id, key: started.key }
      setStorage(IMPORT_JOB_STORAGE, remembered)
      setPreview(null)
      setJob(remembered)
    } else if (action === 'bad' && result) {
      const f = await exportBadRows(result.failResult)
      await openDocument(fileUrl(f.url), f.name)
    } else if (action === 'copy' && result?.passwords) {
      toast(await copyText(passwordsText(result as { passwords: NonNullable<ImportJob['passwords']> })) ? '已复制' : '复制失败，请手动选择文字复制')
    } else if (action === 'sheet' && result?.passwordSheet) {
      await openDocumentBytes(result.passwordSheet, '初始密码.xlsx')
    }
  })

  const running = job && !result
  const progress = state && !result ? jobProgress(state) : null
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
              {preview.smsAvailable && (
                <View role='checkbox' aria-checked={bySms} aria-label='短信发送初始密码' className={`sf-admin__check ${bySms ? 'sf-admin__check--on' : ''}`}
                  onClick={() => setBySms(!bySms)}>
                  <Text className='sf-admin__title'>{`${bySms ? '☑' : '☐'} 短信发送初始密码`}</Text>
                  <Text className='sf-admin__muted'>发到各人的手机号码，不在此显示；没有手机号码或发送失败的仍在此显示。</Text>
                </View>
              )}
            </View>
          )}
          {running && (
            <View className='sf-admin-form__block' aria-label='导入进度'>
              <View role='status'><Text className='sf-admin__line'>{progress ? progress.text : '正在开始导入…'}</Text></View>
              <ProgressBar percent={progress?.percent ?? 0} label='导入进度' />
              <Text className='sf-admin__muted'>{retrying ? '网络不佳，正在重试…' : '可以先离开，回到这里会继续显示进度和结果。'}</Text>
            </View>
          )}
          {result && (
            <View className='sf-admin-form__block' aria-label='导入结果'>
              <View role='status'><Text className='sf-admin__line'>{jobResultText(result)}</Text></View>
              {result.fnum > 0 && (
                <View className='sf-admin-form__link' role='button' aria-label='下载未导入的行' onClick={() => { void run('bad') }}>下载未导入的行（含原因）</View>
              )}
              {result.passwords && result.passwords.length > 0 && (
                <>
                  <Text className='sf-admin__muted'>{result.sms ? '以下人员未收到短信（原因见每行末尾），初始密码只显示这一次，请逐一告知本人：' : '初始密码只显示这一次，请逐一告知本人：'}</Text>
                  <Text className='sf-admin__line sf-admin__passwords' selectable userSelect aria-label='初始密码'>{passwordsText({ passwords: result.passwords })}</Text>
                  <View className='sf-admin-form__link' role='button' aria-label='复制初始密码' onClick={() => { void run('copy') }}>复制</View>
                  <View className='sf-admin-form__link' role='button' aria-label='下载初始密码' onClick={() => { void run('sheet') }}>下载（xlsx）</View>
                </>
              )}
              {!result.passwords && result.passwordsRead && result.snum > 0 && (
                <Text className='sf-admin__muted'>初始密码已显示过一次，不再显示；忘记的请在人员详情中重置密码。</Text>
              )}
            </View>
          )}
        </View>
        <View className='sf-admin-form__actions'>
          <Button className='sf-admin-form__button' onClick={onClose}>{result ? '完成' : running ? '离开' : '取消'}</Button>
          {preview && (
            <Button className='sf-admin-form__button' type='primary' loading={busy} disabled={busy || preview.snum === 0}
              onClick={() => { void run('import') }}>{`导入 ${preview.snum} 人`}</Button>
          )}
        </View>
      </View>
    </Popup>
  )
}
