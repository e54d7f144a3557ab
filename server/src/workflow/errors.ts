/**
 * Refusals of the workflow engine. An EngineError is an AppError (400), so a service can let it
 * through and the client shows `msg` as it is. The words live here, so tests and callers read the same.
 */
import { AppError, CODE } from '../lib/errors.js';

export class EngineError extends AppError {
  constructor(msg: string) {
    super(CODE.badRequest, msg);
    this.name = 'EngineError';
  }
}

export function refuse(msg: string): never {
  throw new EngineError(msg);
}

export const MSG = {
  alreadyHandled: '该审批已被他人处理',
  notHandler: '您不是当前节点的审批人',
  notYourTurn: '请等待前一位审批人处理',
  operatorNotFound: '该审批不存在',
  recordNotFound: '该审批记录不存在',
  notYourRecord: '只能撤回自己的审批',
  notRecallable: '只能撤回同意的审批',
  nodeMoved: '该节点已流转，无法撤回',
  nextActed: '下一节点已审批，无法撤回',
  endedRecall: '流程已结束，无法撤回',
  notInApprovalRecall: '流程不在审批中，无法撤回',
  onlyLauncher: '只有发起人才能操作',
  approvedWithdraw: '流程已被审批，无法撤回',
  cannotTerminate: '您没有终止该流程的权限',
  endedTerminate: '流程已结束，无法终止',
  notInApprovalTerminate: '流程不在审批中，无法终止',
  notInApprovalUrge: '流程不在审批中，无法催办',
  nobodyToUrge: '当前没有待审批的人',
  notYourTask: '您不能修改他人的流程',
  cannotDelete: '流程已提交，无法删除',
  cannotLaunch: '您没有发起该流程的权限',
  wrongVersion: '流程版本与任务不一致',
  signRequired: '请签名',
  chooseAddSignType: '请选择加签方式',
  comeBackInParallel: '其他分支正在审批，不能选择直接提交给我',
  badRejectStep: '不能退回到该节点',
  badRejectType: '请选择退回方式',
  noCustomCopy: '当前节点不允许自选抄送人',
  suspended: '该流程已挂起，无法操作',
  onlyAdminAssign: '仅管理员可以指派',
  onlyAdminSuspend: '仅管理员可以挂起流程',
  onlyAdminRestore: '仅管理员可以恢复流程',
  chooseAssignNode: '请选择指派节点',
  chooseAssignee: '请选择指派人',
  notCurrentNode: '该节点不是当前审批节点',
  notInApprovalSuspend: '流程不在审批中，无法挂起',
  notSuspended: '流程未挂起，无需恢复',
  noBatch: '当前节点不允许批量审批',
  noLaunchDelegation: (name: string) => `您没有${name}的发起委托`,
  noApprover: (node: string) => `「${node}」没有审批人，无法提交`,
  chooseCandidates: (node: string) => `请选择「${node}」的审批人`,
  notCandidate: (user: string, node: string) => `${user}不是「${node}」的候选人`,
  chooseBranch: (node: string) => `请选择「${node}」之后的分支`,
  noBranch: (node: string) => `「${node}」之后没有满足条件的分支`,
  badTarget: (what: string) => `${what}不存在或已停用`,
  selfTarget: (what: string) => `${what}不能是自己`,
  alreadyOnNode: (what: string) => `${what}已是当前节点的审批人`,
} as const;
