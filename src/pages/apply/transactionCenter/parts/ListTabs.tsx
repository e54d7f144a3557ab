import { ScrollView } from '@tarojs/components'
import { TabStrip } from '@/components/TabStrip'
import type { TabDef } from '@/core/taskCentre'

/** The tabs over a task-centre list; more than fit the phone's width scroll sideways. */
export function ListTabs ({ tabs, active, onChange, count }: {
  tabs: TabDef[]
  active: string
  onChange: (key: string) => void
  count?: (key: string) => number | null
}) {
  const strip = (
    <TabStrip
      tabs={tabs.map((t) => ({ title: t.title, count: count?.(t.key) ?? null }))}
      active={Math.max(0, tabs.findIndex((t) => t.key === active))}
      onChange={(i) => onChange(tabs[i].key)}
      fill={tabs.length <= 3}
    />
  )
  return tabs.length <= 3 ? strip : <ScrollView scrollX className='sf-tc-tabs' enhanced showScrollbar={false}>{strip}</ScrollView>
}
