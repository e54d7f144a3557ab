import { pageConfig } from '../../../routes'

export default definePageConfig(pageConfig('pages/message/im/index'))
