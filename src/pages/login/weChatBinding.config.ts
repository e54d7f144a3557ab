import { pageConfig } from '../../routes'

export default definePageConfig(pageConfig('pages/login/weChatBinding'))
