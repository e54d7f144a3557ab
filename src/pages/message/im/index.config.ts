import { pageConfig } from '../../../routes'

// the message list scrolls inside the page; the page itself stays put under the input bar
export default definePageConfig({ ...pageConfig('pages/message/im/index'), disableScroll: true })
