import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('pages/system/chooseLocation/index'))
