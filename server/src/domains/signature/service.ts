/** Role-sign state (the hand-signature push) and person seals. */
import type { Db } from '../../db/index.js';
import { AppError, CODE } from '../../lib/errors.js';
import * as repo from './repo.js';
import { personSealSvg, svgDataUrl } from './seal.js';

/** SPEC.md 9: state 10 with a non-empty list makes the app prompt for the signature. */
export const ROLE_SIGN_PUSH_STATE = 10;
export const ROLE_SIGN_NONE_STATE = 0;

export async function roleSign(db: Db, userId: string, flag: string) {
  const items = await repo.waitingHandSigns(db, userId);
  return {
    state: items.length > 0 ? ROLE_SIGN_PUSH_STATE : ROLE_SIGN_NONE_STATE,
    flag,
    handSignPushData: {
      handSignPushDataList: items.map((i) => ({
        id: i.id, title: i.title, flowId: i.flowId ?? '', taskId: i.taskId ?? '', signUrl: i.signUrl,
        F_State: i.state, createTime: i.createdAt.getTime(),
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
