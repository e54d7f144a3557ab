/**
 * A dictionary's item, new or changed: name, code, order, enabled, note; deleted after a
 * confirmation (the server refuses an item that still has children, and says so). A refusal keeps
 * what was typed.
 */
import { Input, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { DictionaryItemNode, DictionaryTypeItem } from '../../../../types/api/admin'
import { createDictionaryItem, removeDictionaryItem, updateDictionaryItem } from '@/api/admin'
import { dictionaryItemForm, dictionaryItemProblem, toDictionaryItemInput, type DictionaryItemForm } from '@/core/admin'
import { confirm, toast } from '@/platform/ui'
import { ChoiceChips } from '@/components/ChoiceChips'
import { Field } from '@/components/Field'
import { inputValue } from '@/components/inputValue'
import { useSubmit } from '@/components/useSubmit'

const STATES = [{ value: 'on', text: '启用' }, { value: 'off', text: '停用' }]

export function ItemSheet ({ type, item, onClose, onSaved }: { type: DictionaryTypeItem, item?: DictionaryItemNode, onClose: () => void, onSaved: () => void }) {
  const [f, setF] = useState<DictionaryItemForm>(() => dictionaryItemForm(item))
  const set = (patch: Partial<DictionaryItemForm>) => setF((x) => ({ ...x, ...patch }))
  const title = item ? `修改「${item.fullName}」` : `在「${type.fullName}」中新增选项`
  const [busy, run] = useSubmit(async (action: 'save' | 'remove') => {
    if (action === 'remove' && item) {
      if (!await confirm('删除选项', `删除「${item.fullName}」？已填写的记录保留原值；不再使用时也可改为停用。`, { confirmText: '删除' })) return
      await removeDictionaryItem(item.id)
      toast('已删除')
      return onSaved()
    }
    const problem = dictionaryItemProblem(f)
    if (problem) return toast(problem)
    if (item) await updateDictionaryItem(item.id, { ...toDictionaryItemInput(f), ...(item.parentId ? { parentId: item.parentId } : {}) })
    else await createDictionaryItem({ ...toDictionaryItemInput(f), dictionaryTypeId: type.id })
    toast('已保存')
    onSaved()
  })
  return (
    <Popup visible position='bottom' round onClose={onClose}>
      <View className='sf-admin-form' aria-label='字典选项'>
        <Text className='sf-admin-form__title'>{title}</Text>
        <View className='sf-admin-form__body'>
          <Field label='名称' required>
            <Input className='sf-admin-form__input' value={f.fullName} maxlength={50} placeholder='如：重大隐患'
              aria-label='选项名称' onInput={(e) => set({ fullName: inputValue(e) })} />
          </Field>
          <Field label='编码' required>
            <Input className='sf-admin-form__input' value={f.enCode} maxlength={50} placeholder='字母或数字，如 major'
              aria-label='选项编码' onInput={(e) => set({ enCode: inputValue(e) })} />
          </Field>
          <Field label='排序'>
            <Input className='sf-admin-form__input' type='number' value={f.sortCode} maxlength={7} placeholder='数字小的在前'
              aria-label='排序' onInput={(e) => set({ sortCode: inputValue(e) })} />
          </Field>
          <Field label='说明'>
            <Input className='sf-admin-form__input' value={f.description} maxlength={200} placeholder='可不填'
              aria-label='说明' onInput={(e) => set({ description: inputValue(e) })} />
          </Field>
          <View className='sf-admin-form__block'>
            <Text className='sf-admin-form__label'>状态</Text>
            <ChoiceChips label='选项状态' options={STATES} value={f.enabled ? 'on' : 'off'} onChange={(v) => set({ enabled: v === 'on' })} />
          </View>
        </View>
        <View className='sf-admin-form__actions'>
          {item
            ? <Button className='sf-admin-form__button' type='danger' disabled={busy} onClick={() => { void run('remove') }}>删除</Button>
            : <Button className='sf-admin-form__button' onClick={onClose}>取消</Button>}
          <Button className='sf-admin-form__button' type='primary' loading={busy} disabled={busy} onClick={() => { void run('save') }}>保存</Button>
        </View>
      </View>
    </Popup>
  )
}
