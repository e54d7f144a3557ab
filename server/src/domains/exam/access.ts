/**
 * Who may do what in the exam, by the grants of its two tiles and the visibility rule of module
 * records (visualdev/visibility.ts): 安全在线考试 (safeTrainOnlineExam) shows papers and published
 * exams within the grant's scope and, with 新增 (btn_add), lets one make papers and publish;
 * 考试记录 (examinationRecord) shows others' attempts within its scope. Everyone sees their own
 * attempts and the exams addressed to them.
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import type { SessionUser } from '../oauth/tokens.js';
import { grantedScope, recordScope, type RecordScope } from '../visualdev/visibility.js';

export const EXAM_MODULE = 'safeTrainOnlineExam';
export const RECORD_MODULE = 'examinationRecord';

export const MSG = {
  noProject: '请先选择项目',
  noPublish: '您没有发布考试的权限，请联系管理员',
  examMissing: '考试不存在或您无权查看',
  paperMissing: '试卷不存在或您无权使用',
  attemptMissing: '考试记录不存在或您无权查看',
  notYours: '只能作答本人的考试',
  notAddressed: '您不在该考试的参考人员范围内',
  notOpen: '考试尚未开始',
  closed: '考试已结束',
  alreadyPassed: '您已通过该考试，无需再考',
  noAttemptsLeft: '您的考试次数已用完',
  submitted: '答卷已提交，不能再修改答案',
  timeUp: '考试时间已到，答卷已自动提交',
  noQuestion: '题目不存在',
} as const;

export interface ExamDeps {
  db: Db;
  now: () => Date;
  /** draws papers; tests may fix it */
  random?: () => number;
}

export type Caller = Pick<SessionUser, 'id' | 'isAdmin' | 'projectId' | 'contractId' | 'allContracts' | 'roleIds'>;

export function projectOf(user: Caller): string {
  if (!user.projectId) throw badRequest(MSG.noProject);
  return user.projectId;
}

/** A scope that shows only the caller's own rows of their current project, of every section (one's own record is one's own). */
export const ownScope = (user: Caller): RecordScope => ({
  userId: user.id, projectId: user.projectId, scopes: new Set(['self']), sections: null, organizeId: null, buttons: new Set(), section: null,
});

/** Granted the exam tile with 新增: may make papers and publish. */
export async function publisherScope(db: Db, user: Caller): Promise<RecordScope> {
  const scope = await recordScope(db, user, EXAM_MODULE);
  if (!scope.buttons.has('btn_add')) throw badRequest(MSG.noPublish);
  return scope;
}

/** The whole project is in view: a project grant, or sections held by someone holding none. */
export const seesWholeProject = (scope: RecordScope): boolean =>
  scope.scopes.has('project') || (scope.scopes.has('sections') && scope.sections === null);

export async function accessOf(db: Db, user: Caller) {
  const [exam, records] = await Promise.all([grantedScope(db, user, EXAM_MODULE), grantedScope(db, user, RECORD_MODULE)]);
  const onlySelf = records ? [...records.scopes].every((s) => s === 'self') : true;
  return {
    publish: Boolean(exam?.buttons.has('btn_add')),
    manage: Boolean(exam),
    records: !records ? 'none' as const : onlySelf ? 'self' as const : 'scoped' as const,
  };
}
