import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('pages/my/business/index'))
