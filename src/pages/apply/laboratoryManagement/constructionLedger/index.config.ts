import { pageConfig } from '../../../../routes'

export default definePageConfig(pageConfig('pages/apply/laboratoryManagement/constructionLedger/index'))
