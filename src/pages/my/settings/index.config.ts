import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('pages/my/settings/index'))
