import { COLOR, defineModule, ADD, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'safeTrainOnlineExam', version: 1, title: '安全在线考试', section: 'safetyManagement', order: 12,
  pictogram: 'graduation-cap', color: COLOR.blue, icon: 'icon-ym icon-ym-extend-exam', route: '/pages/apply/safetyTrain/safeTrainOnlineExam/index',
  fields: ['examName', 'examTime', 'duration', 'totalScore', 'passScore'],
  // 新增: make papers and publish exams; everyone addressed by an exam takes it whatever their grants
  grants: { zongjian: VIEW, jianli: VIEW, shigong: VIEW, anquan: ADD, shiyan: VIEW },
});
