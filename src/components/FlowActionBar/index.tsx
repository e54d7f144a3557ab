/**
 * The action bar at the bottom of the flow screen: big buttons for gloved thumbs, the rarer
 * actions behind 更多 in an action sheet. Each button carries a class and data-action by its key,
 * whatever the node calls it (通过, 整改完成, 复查通过 are all `audit`).
 */
import { View } from '@tarojs/components'
import { ActionSheet, Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import './index.scss'

export interface BarButton {
  key: string
  text: string
  primary?: boolean
  danger?: boolean
  onClick: () => void
}

export interface FlowActionBarProps {
  buttons: BarButton[]
  more?: BarButton[]
  /** an action is on its way: every button waits */
  busy?: boolean
  /** what screen readers call the bar */
  label?: string
}

export function FlowActionBar ({ buttons, more = [], busy = false, label = '流程操作' }: FlowActionBarProps) {
  const [open, setOpen] = useState(false)
  if (buttons.length === 0 && more.length === 0) return null
  return (
    <View className='sf-flow-bar' role='toolbar' aria-label={label}>
      {more.length > 0 && (
        <Button className='sf-flow-bar__btn sf-flow-bar__btn--more' data-action='more' aria-label='更多' disabled={busy} onClick={() => setOpen(true)}>更多</Button>
      )}
      {buttons.map((b) => (
        <Button
          key={b.key}
          className={`sf-flow-bar__btn sf-flow-bar__btn--${b.key} ${b.danger ? 'sf-flow-bar__btn--danger' : ''}`}
          data-action={b.key}
          aria-label={b.text}
          type={b.primary ? 'primary' : 'default'}
          disabled={busy}
          loading={busy && b.primary}
          onClick={b.onClick}
        >
          {b.text}
        </Button>
      ))}
      <ActionSheet
        visible={open}
        title='更多操作'
        options={more.map((b) => ({ key: b.key, name: b.text, danger: !!b.danger }))}
        cancelText='取消'
        onCancel={() => setOpen(false)}
        onSelect={(item) => {
          setOpen(false)
          more.find((b) => b.key === item.key)?.onClick()
        }}
      />
    </View>
  )
}
