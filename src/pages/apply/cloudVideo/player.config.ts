import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('pages/apply/cloudVideo/player'))
