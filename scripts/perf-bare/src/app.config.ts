export default defineAppConfig({
  pages: ['pages/index/index'],
  window: { navigationBarTitleText: 'Bare', navigationBarBackgroundColor: '#ffffff', navigationBarTextStyle: 'black' }
})
