export default definePageConfig({ navigationBarTitleText: '图表组件' })
