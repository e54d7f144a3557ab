import { pageConfig } from '../../../../routes'

export default definePageConfig(pageConfig('pages/apply/transactionCenter/supervisionOrder/index'))
