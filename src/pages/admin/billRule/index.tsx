/**
 * 单据规则: how records are numbered (prefix, the date, a counter of so many digits); each rule
 * with what today's next number looks like. A rule a catalog form uses keeps its code and is not
 * deleted (the server says so). System administrators only.
 */
import { Input, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { BillRuleItem } from '../../../../types/api/admin'
import { createBillRule, getBillRules, removeBillRule, updateBillRule } from '@/api/admin'
import { BILL_DATE_FORMATS, adminReach, billExample, billRuleForm, billRuleProblem, toBillRuleInput, type BillRuleForm } from '@/core/admin'
import { timeFormat } from '@/core/format'
import { confirm, toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { ChoiceChips } from '@/components/ChoiceChips'
import { Field } from '@/components/Field'
import { FilterBar } from '@/components/FilterBar'
import { inputValue } from '@/components/inputValue'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import '../admin.scss'

export default function BillRulePage () {
  const reach = adminReach(useSession((s) => s.userInfo))
  return reach === 'system' ? <BillRules /> : <PageShell className='sf-admin' empty emptyText='仅系统管理员可用' />
}

function BillRules () {
  const rules = useRemote(getBillRules)
  const [keyword, setKeyword] = useState('')
  const [editing, setEditing] = useState<{ r?: BillRuleItem } | null>(null)
  const list = (rules.data ?? []).filter((r) => !keyword || r.fullName.includes(keyword) || r.enCode.toLowerCase().includes(keyword.toLowerCase()))
  return (
    <View className='sf-admin sf-admin--table'>
      <FilterBar placeholder='搜索规则名称或编码' onSearch={setKeyword} />
      <View className='sf-admin__bar'>
        <Text className='sf-admin__count'>{`共 ${list.length} 条规则`}</Text>
        <View className='sf-admin__add' role='button' aria-label='新增单据规则' onClick={() => setEditing({})}>＋ 新增规则</View>
      </View>
      <PageShell loading={rules.loading} error={rules.error} onRetry={() => { void rules.reload() }}
        empty={list.length === 0} emptyText={keyword ? '没有找到规则' : '还没有单据规则'} onRefresh={rules.refresh}>
        {list.map((r) => (
          <View key={r.id} className='sf-admin__card' role='button' aria-label={r.fullName} onClick={() => setEditing({ r })}>
            <Text className='sf-admin__title'>
              {r.fullName}
              {r.shipped && <Text className='sf-admin__tag sf-admin__tag--ok'>表单使用</Text>}
            </Text>
            <Text className='sf-admin__cell'>{`示例：${r.example}`}</Text>
            <Text className='sf-admin__muted'>{r.enCode}</Text>
          </View>
        ))}
      </PageShell>
      {editing && (
        <RuleSheet r={editing.r} onClose={() => setEditing(null)} onSaved={() => {
          setEditing(null)
          void rules.refresh()
        }} />
      )}
    </View>
  )
}

function RuleSheet ({ r, onClose, onSaved }: { r?: BillRuleItem, onClose: () => void, onSaved: () => void }) {
  const [f, setF] = useState<BillRuleForm>(() => billRuleForm(r))
  const set = (patch: Partial<BillRuleForm>) => setF((x) => ({ ...x, ...patch }))
  const [busy, run] = useSubmit(async (action: 'save' | 'remove') => {
    if (action === 'remove' && r) {
      if (!await confirm('删除单据规则', `删除「${r.fullName}」？`, { confirmText: '删除' })) return
      await removeBillRule(r.id)
      toast('已删除')
      return onSaved()
    }
    const problem = billRuleProblem(f)
    if (problem) return toast(problem)
    if (r) await updateBillRule(r.id, toBillRuleInput(f))
    else await createBillRule(toBillRuleInput(f))
    toast('已保存')
    onSaved()
  })
  return (
    <Popup visible position='bottom' round onClose={onClose}>
      <View className='sf-admin-form' aria-label={r ? '修改单据规则' : '新增单据规则'}>
        <Text className='sf-admin-form__title'>{r ? `修改「${r.fullName}」` : '新增单据规则'}</Text>
        <View className='sf-admin-form__body'>
          <Field label='规则名称' required>
            <Input className='sf-admin-form__input' value={f.fullName} maxlength={50} placeholder='如：隐患排查编号'
              aria-label='规则名称' onInput={(e) => set({ fullName: inputValue(e) })} />
          </Field>
          <Field label='规则编码' required>
            <Input className='sf-admin-form__input' value={f.enCode} maxlength={50} placeholder='字母或数字' disabled={r?.shipped}
              aria-label='规则编码' onInput={(e) => set({ enCode: inputValue(e) })} />
          </Field>
          <Field label='前缀'>
            <Input className='sf-admin-form__input' value={f.prefix} maxlength={20} placeholder='如：YH'
              aria-label='前缀' onInput={(e) => set({ prefix: inputValue(e) })} />
          </Field>
          <View className='sf-admin-form__block'>
            <Text className='sf-admin-form__label'>日期</Text>
            <ChoiceChips label='日期格式' options={BILL_DATE_FORMATS} value={f.dateFormat} onChange={(dateFormat) => set({ dateFormat })} />
          </View>
          <Field label='流水号位数'>
            <Input className='sf-admin-form__input' type='number' value={f.digit} maxlength={2}
              aria-label='流水号位数' onInput={(e) => set({ digit: inputValue(e) })} />
          </Field>
          <Field label='起始号'>
            <Input className='sf-admin-form__input' type='number' value={f.startNumber} maxlength={7}
              aria-label='起始号' onInput={(e) => set({ startNumber: inputValue(e) })} />
          </Field>
          <View className='sf-admin-form__block' role='status'>
            <Text className='sf-admin__line'>{`编号示例：${billExample(f, timeFormat(Date.now(), 'yyyymmdd'))}`}</Text>
          </View>
        </View>
        <View className='sf-admin-form__actions'>
          {r && !r.shipped
            ? <Button className='sf-admin-form__button' type='danger' disabled={busy} onClick={() => { void run('remove') }}>删除</Button>
            : <Button className='sf-admin-form__button' onClick={onClose}>取消</Button>}
          <Button className='sf-admin-form__button' type='primary' loading={busy} disabled={busy} onClick={() => { void run('save') }}>保存</Button>
        </View>
      </View>
    </Popup>
  )
}
