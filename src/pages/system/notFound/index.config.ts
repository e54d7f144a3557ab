import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('pages/system/notFound/index'))
