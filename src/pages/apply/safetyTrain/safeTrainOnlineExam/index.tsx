/**
 * 安全培训在线考试: the exams addressed to me and, for a safety officer, the exams published with
 * their pass rates and the publishing form; with ?attemptId= the exam being taken.
 */
import { useRouter } from '@tarojs/taro'
import { decodeParam } from '@/core/entry'
import { ExamHome } from './ExamHome'
import { ExamTaking } from './ExamTaking'

export default function SafeTrainOnlineExamPage () {
  const attemptId = decodeParam(useRouter().params.attemptId)
  return attemptId ? <ExamTaking id={attemptId} /> : <ExamHome />
}
