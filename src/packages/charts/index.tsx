/**
 * The page WeChat requires in every subpackage. The packages/charts subpackage carries ECharts
 * for the dashboards (src/routes.ts ASYNC_PACKAGES); nobody links here, but a shared path should
 * still lead somewhere.
 */
import { Button, View, Text } from '@tarojs/components'
import { nav } from '@/platform/nav'

export default function ChartsPackagePage () {
  return (
    <View style={{ padding: '48px 32px', textAlign: 'center' }}>
      <Text style={{ display: 'block', marginBottom: '32px', color: '#606266' }}>这是图表组件包，请从工作台打开统计页面。</Text>
      <Button type='primary' onClick={() => { void nav.switchTab('pages/index/apply') }}>返回工作台</Button>
    </View>
  )
}
