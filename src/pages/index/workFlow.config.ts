import { pageConfig } from '../../routes'

export default definePageConfig(pageConfig('pages/index/workFlow'))
