import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('pages/system/openLocation/index'))
