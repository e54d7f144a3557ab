import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('pages/apply/dynamicModel/scanForm'))
