/** 审批汇总 (FlowBefore/RecordList): the handlers' opinions, grouped by node in flow order. */
import type { RecordSummaryItem } from '../../../types/api/workflow.js';
import { RecordStatus } from './codes.js';
import type { Directory } from './context.js';
import { nameOf } from './project.js';
import type { RecordRow, TaskState } from './state.js';

const OPINIONS: ReadonlySet<number> = new Set([RecordStatus.reject, RecordStatus.agree, RecordStatus.addSign, RecordStatus.transfer, RecordStatus.addSignBefore]);

const item = (r: RecordRow, directory: Directory): RecordSummaryItem => ({
  id: r.id, fullName: r.nodeName, handleOpinion: r.handleOpinion, userName: nameOf(directory, r.handleId), handleTime: r.handleTime,
  handleStatus: r.handleStatus, operatorId: r.operatorId, signImg: r.signImg, headIcon: directory.headIcon?.(r.handleId) ?? '',
  fileList: JSON.stringify(r.fileList), list: [],
});

export function summary(state: TaskState, directory: Directory): RecordSummaryItem[] {
  return state.nodes.filter((n) => n.nodeType === 'approver').flatMap((n) => {
    const list = state.records.filter((r) => r.taskNodeId === n.id && r.status === 0 && r.handleId !== '' && OPINIONS.has(r.handleStatus))
      .map((r) => item(r, directory));
    return list.length ? [{
      id: n.id, fullName: n.nodeName, handleOpinion: '', userName: '', handleTime: null, handleStatus: null, operatorId: '', signImg: '',
      headIcon: '', fileList: '[]', list,
    }] : [];
  });
}
