import { pageConfig } from '../../../../routes'

export default definePageConfig(pageConfig('pages/apply/progressManage/progressDailyReport/DailyReportFille'))
