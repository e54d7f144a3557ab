import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('pages/admin/billRule/index'))
