import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('pages/apply/rectification/index'))
