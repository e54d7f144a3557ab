import { pageConfig } from '../../../../routes'

export default definePageConfig(pageConfig('pages/apply/transactionCenter/supervisionMeeting/supervisionMeetingDetail'))
