import { pageConfig } from '../../../../routes'

export default definePageConfig(pageConfig('pages/apply/attendanceManagementInformation/informationEntry/index'))
