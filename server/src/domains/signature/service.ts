/** Role-sign state (the hand-signature push), the signer's list and records, person seals. */
import type { Db } from '../../db/index.js';
import { AppError, badRequest, CODE } from '../../lib/errors.js';
import type { HandSignPushItem, SignListItem, SignRecord, SignRecordData } from '../../../../types/api/signature.js';
import { pageOf, toPage } from '../permission/paging.js';
import type { Page } from '../permission/types.js';
import { signUrlOf } from './push.js';
import * as repo from './repo.js';
import { personSealSvg, svgDataUrl } from './seal.js';
import { SIGN_MSG } from './signing.js';

/** SPEC.md 9: state 10 with a non-empty list makes the app prompt for the signature. */
export const ROLE_SIGN_PUSH_STATE = 10;
export const ROLE_SIGN_NONE_STATE = 0;

export async function roleSign(db: Db, userId: string, flag: string) {
  const items = await repo.waitingHandSigns(db, userId);
  return {
    state: items.length > 0 ? ROLE_SIGN_PUSH_STATE : ROLE_SIGN_NONE_STATE,
    flag,
    handSignPushData: {
      handSignPushDataList: items.map((i): HandSignPushItem => ({
        id: i.id, title: i.title, flowId: i.flowId ?? '', taskId: i.taskId ?? '', signUrl: i.signUrl || signUrlOf(i.id),
        F_State: i.state as 0 | 1, createTime: i.createdAt.getTime(),
      })),
    },
  };
}

const toSeal = (row: repo.SealRow, created: boolean) =>
  ({ userId: row.userId, sealName: row.sealName, sealImg: row.sealImg, createTime: row.createdAt.getTime(), created });

/** Makes the user's seal from their name once; later calls answer the same seal. */
export async function createPersonSeal(db: Db, userId: string, now: Date) {
  const existing = await repo.findSeal(db, userId);
  if (existing) return toSeal(existing, false);
  const name = await repo.realNameOf(db, userId);
  if (!name) throw new AppError(CODE.tokenInvalid, '登录信息无效,请重新登录');
  const created = await repo.insertSeal(db, { userId, sealName: `${name}印`, sealImg: svgDataUrl(personSealSvg(name)), createdAt: now });
  return toSeal((await repo.findSeal(db, userId))!, created);
}

// --- the signer's items -------------------------------------------------------------------------

export interface SignListQuery {
  state?: 0 | 1;
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}

const ms = (d: Date | null): number | null => (d ? d.getTime() : null);

/** SignList: my items, waiting oldest first, then signed newest first. */
export async function signList(db: Db, userId: string, q: SignListQuery): Promise<Page<SignListItem>> {
  const page = pageOf(q);
  const { rows, total } = await repo.listItems(db, userId, { state: q.state, keyword: q.keyword }, page);
  return toPage(rows.map((r) => ({
    id: r.id, title: r.title, flowId: r.flowId ?? '', taskId: r.taskId ?? '', flowName: r.flowName ?? '', enCode: r.enCode ?? '',
    formType: (r.formType as 1 | 2 | null) ?? null, F_State: r.state as 0 | 1, createTime: r.createdAt.getTime(),
    signTime: ms(r.signedAt), signType: r.signType ?? null,
  })), total, page);
}

/** SignList/{id}: the signature list record of SPEC.md 3, its data a JSON string. */
export async function signRecord(db: Db, userId: string, id: string): Promise<SignRecord> {
  const item = await repo.findItem(db, id, userId);
  if (!item) throw badRequest(SIGN_MSG.notFound);
  const data: SignRecordData = {
    F_Id: item.id, F_Title: item.title, F_State: item.state as 0 | 1, F_TaskId: item.taskId ?? '', F_FlowId: item.flowId ?? '',
    F_CreatorTime: item.createdAt.getTime(), F_SignTime: ms(item.signedAt),
  };
  return { id: item.id, data: JSON.stringify(data) };
}
