import { pageConfig } from '../../../../routes'

export default definePageConfig(pageConfig('pages/workFlow/workFlowForm/hazardFrom/index'))
