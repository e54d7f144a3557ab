import { pageConfig } from '../../../../routes'

export default definePageConfig(pageConfig('pages/apply/transactionCenter/workMessage/index'))
