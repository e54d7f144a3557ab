import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('pages/my/scanResult/index'))
