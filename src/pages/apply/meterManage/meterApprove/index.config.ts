import { pageConfig } from '../../../../routes'

export default definePageConfig(pageConfig('pages/apply/meterManage/meterApprove/index'))
