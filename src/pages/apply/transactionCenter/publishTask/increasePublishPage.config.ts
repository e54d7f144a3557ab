import { pageConfig } from '../../../../routes'

export default definePageConfig(pageConfig('pages/apply/transactionCenter/publishTask/increasePublishPage'))
