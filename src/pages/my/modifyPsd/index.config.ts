import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('pages/my/modifyPsd/index'))
