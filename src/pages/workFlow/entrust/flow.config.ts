import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('pages/workFlow/entrust/flow'))
