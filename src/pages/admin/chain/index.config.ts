// Written by `npm run gen:pages` from src/routes.ts: change the route there, not here.
export default definePageConfig({
  navigationBarTitleText: '审批流程'
})
