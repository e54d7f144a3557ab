import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('pages/my/subordinate/index'))
