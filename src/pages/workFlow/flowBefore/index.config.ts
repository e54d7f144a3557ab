import { pageConfig } from '../../../routes'

// shared as itself (SPEC §9 share defaults): the task opens for whoever receives it, as far as they may see it
export default definePageConfig({ ...pageConfig('pages/workFlow/flowBefore/index'), enableShareAppMessage: true })
