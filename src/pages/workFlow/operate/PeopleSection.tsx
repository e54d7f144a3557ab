/** A person (转审 / 加签 target) or several (抄送) picked from the people list. */
import { View, Text } from '@tarojs/components'
import { useState } from 'react'
import { UserPickerSheet, type PickedUser } from '@/components/UserPickerSheet'
import { Section } from './Section'

export interface PeopleSectionProps {
  title: string
  required?: boolean
  multiple?: boolean
  users: PickedUser[]
  onChange: (users: PickedUser[]) => void
}

export function PeopleSection ({ title, required = false, multiple = false, users, onChange }: PeopleSectionProps) {
  const [open, setOpen] = useState(false)
  return (
    <Section title={title} required={required}>
      <View className='sf-operate__picker' role='button' aria-label={`选择${title}`} onClick={() => setOpen(true)}>
        <Text className={users.length ? 'sf-operate__value' : 'sf-operate__placeholder'}>
          {users.length ? users.map((u) => u.fullName).join('、') : '请选择'}
        </Text>
        <Text className='sf-operate__arrow'>›</Text>
      </View>
      <UserPickerSheet visible={open} title={`选择${title}`} multiple={multiple} selected={users} onClose={() => setOpen(false)} onConfirm={onChange} />
    </Section>
  )
}
