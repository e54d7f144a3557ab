/**
 * What a hazard's state is: its record's draft flag and flow status, and for one in approval the
 * step the rectification flow waits at (hazardInvestigat's nodes). Plain data, read by the SQL of
 * repo.ts and by the service.
 */
import type { HazardState } from '../../../../types/api/safety.js';

/** The nodes of flow_hazardRectify a hazard in approval may wait at. */
export const NODE_STATES: Record<string, HazardState> = {
  hazard_rectify: 'rectifying',
  hazard_verify: 'reviewing',
  hazard_chief: 'closing',
};

/** Flow statuses (API.md 4.6) other than in approval. */
export const STATUS_STATES: Record<number, HazardState> = {
  2: 'closed', 3: 'returned', 4: 'withdrawn', 5: 'terminated', 6: 'suspended', 7: 'withdrawn',
};

export const STATE_NAMES: Record<HazardState, string> = {
  draft: '草稿', rectifying: '待整改', reviewing: '待复查', closing: '待销号', inApproval: '审批中',
  closed: '已闭合', returned: '已退回', withdrawn: '已撤回', terminated: '已终止', suspended: '已挂起',
};

/** In the order the ledger shows them. */
export const STATES = Object.keys(STATE_NAMES) as HazardState[];

/** Not yet closed, not given up: what 'open' asks for. */
export const OPEN_STATES: readonly HazardState[] = ['rectifying', 'reviewing', 'closing', 'inApproval'];

/** The action a handler's record stands for, by node and handle status (RecordStatus of API.md 4.6). */
export function actionName(nodeCode: string, handleStatus: number, launch: boolean): string {
  if (launch) return handleStatus === 2 ? '上报隐患' : '提交';
  const agree = handleStatus === 1;
  const byNode: Record<string, [string, string]> = {
    hazard_rectify: ['整改完成', '退回上报人'],
    hazard_verify: ['复查通过', '整改不合格'],
    hazard_chief: ['同意销号', '退回整改'],
  };
  const names = byNode[nodeCode];
  if (handleStatus === 7) return '转办';
  if (handleStatus === 3) return '撤回';
  if (!names) return agree ? '通过' : handleStatus === 0 ? '退回' : '处理';
  return agree ? names[0] : handleStatus === 0 ? names[1] : '处理';
}

