import { pageConfig } from '../../../../routes'

export default definePageConfig(pageConfig('pages/apply/attendanceManagement/punchClockRecord/index'))
