/**
 * 考试记录: my attempts and, for whoever is granted 考试记录 beyond their own, the attempts of their
 * sections and the pass rate per exam, unit and team; with ?id= one attempt's result and review.
 * ?examId= opens the records of one exam (from 考试管理), ?mine=1 only mine.
 */
import { useRouter } from '@tarojs/taro'
import { decodeParam } from '@/core/entry'
import { AttemptReview } from './AttemptReview'
import { RecordHome } from './RecordHome'

export default function ExaminationRecordPage () {
  const params = useRouter().params
  const id = decodeParam(params.id)
  return id ? <AttemptReview id={id} /> : <RecordHome examId={decodeParam(params.examId)} mine={params.mine === '1'} />
}
