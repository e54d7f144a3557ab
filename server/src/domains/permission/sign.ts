/**
 * A user's hand signatures. The image is a data URL, PNG or SVG, checked by content: an SVG may
 * not carry scripts, event handlers, external references or foreign objects, because signatures
 * are shown inside documents other people open. One signature is the default; the first one and
 * any saved with isDefault become it, and deleting the default hands it to the newest left.
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { signImgError } from '../signature/signing.js';
import * as repo from './sign.repo.js';
import type { SignImage } from './types.js';
import { usersChanged } from '../../realtime/changes.js';

export const MAX_SIGNS_PER_USER = 20;

const MSG = {
  badImage: 'signImg 不是有效的签名图片',
  tooMany: `签名最多保存 ${MAX_SIGNS_PER_USER} 个,请先删除不用的签名`,
  notFound: '签名不存在',
} as const;

/** The schema already checked the data URL's form; this checks what it decodes to, as every signature is checked. */
export const isSafeSignImage = (dataUrl: string): boolean => signImgError(dataUrl) === null;

const toWire = (r: repo.SignRow): SignImage => ({ id: r.id, signImg: r.signImg, isDefault: r.isDefault ? 1 : 0, creatorTime: r.createdAt.getTime() });

export function createSignService(db: Db, now: () => Date) {
  return {
    async list(userId: string): Promise<SignImage[]> {
      return (await repo.listSigns(db, userId)).map(toWire);
    },

    async create(userId: string, signImg: string, isDefault: boolean): Promise<{ id: string }> {
      if (!isSafeSignImage(signImg)) throw badRequest(MSG.badImage);
      const id = newId();
      await db.transaction(async (tx) => {
        const n = await repo.countSigns(tx, userId);
        if (n >= MAX_SIGNS_PER_USER) throw badRequest(MSG.tooMany);
        await repo.insertSign(tx, { id, userId, signImg, isDefault: false, createdAt: now() });
        if (isDefault || n === 0) await repo.makeDefault(tx, userId, id);
      });
      await usersChanged([userId]); // CurrentUser's signImg
      return { id };
    },

    async setDefault(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repo.findSign(tx, userId, id))) throw badRequest(MSG.notFound);
        await repo.makeDefault(tx, userId, id);
      });
      await usersChanged([userId]);
    },

    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const sign = await repo.findSign(tx, userId, id);
        if (!sign) throw badRequest(MSG.notFound);
        await repo.deleteSign(tx, userId, id);
        const [newest] = sign.isDefault ? await repo.listSigns(tx, userId) : [];
        if (newest) await repo.makeDefault(tx, userId, newest.id);
      });
      await usersChanged([userId]);
    },
  };
}
