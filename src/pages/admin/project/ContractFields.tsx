/** A section's fields: name, code, its contractor and its supervisor (chosen among the organisation's units of that kind). */
import { Input, Text, View } from '@tarojs/components'
import type { OrganizeNode } from '../../../../types/api/admin'
import { unitsOfType, type ContractForm } from '@/core/admin'
import { ChoiceChips } from '@/components/ChoiceChips'
import { Field } from '@/components/Field'
import { inputValue } from '@/components/inputValue'

export function ContractFields ({ c, n, tree, onChange }: {
  c: ContractForm
  /** its number among a new project's sections, for the labels; absent when adding one */
  n?: number
  tree: OrganizeNode[]
  onChange: (patch: Partial<ContractForm>) => void
}) {
  const label = n === undefined ? '' : `第 ${n} 个合同段`
  const contractors = unitsOfType(tree, 'contractor')
  const supervisors = unitsOfType(tree, 'supervision')
  return (
    <>
      {label && <View className='sf-admin-form__block'><Text className='sf-admin-form__label'>{label}</Text></View>}
      <Field label='合同段名称' required>
        <Input className='sf-admin-form__input' value={c.fullName} maxlength={100} placeholder='如：第一合同段'
          aria-label={`${label}合同段名称`} onInput={(e) => onChange({ fullName: inputValue(e) })} />
      </Field>
      <Field label='合同段编码' required>
        <Input className='sf-admin-form__input' value={c.enCode} maxlength={50} placeholder='如：NJGK-SG01'
          aria-label={`${label}合同段编码`} onInput={(e) => onChange({ enCode: inputValue(e) })} />
      </Field>
      <View className='sf-admin-form__block'>
        <Text className='sf-admin-form__label'>施工单位</Text>
        {contractors.length === 0
          ? <Text className='sf-admin__muted'>还没有施工单位</Text>
          : <ChoiceChips label={`${label}施工单位`} options={contractors} value={c.constructionUnitId}
            onChange={(id) => onChange({ constructionUnitId: id === c.constructionUnitId ? '' : id })} />}
      </View>
      <View className='sf-admin-form__block'>
        <Text className='sf-admin-form__label'>监理单位</Text>
        {supervisors.length === 0
          ? <Text className='sf-admin__muted'>还没有监理单位</Text>
          : <ChoiceChips label={`${label}监理单位`} options={supervisors} value={c.supervisionUnitId}
            onChange={(id) => onChange({ supervisionUnitId: id === c.supervisionUnitId ? '' : id })} />}
      </View>
    </>
  )
}
