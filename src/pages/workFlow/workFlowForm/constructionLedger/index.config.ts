import { pageConfig } from '../../../../routes'

export default definePageConfig(pageConfig('pages/workFlow/workFlowForm/constructionLedger/index'))
