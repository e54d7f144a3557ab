/**
 * Signing an item: the signature is a drawn image (hand) or the user's person seal (seal). It is
 * written in one UPDATE over a waiting item, so two devices signing at once give exactly one
 * success; then every client of the user hears GetCallBackHandSignUrl.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { contentMatches } from '../file/kinds.js';
import { hasSignImage } from '../permission/sign.repo.js';
import type { HandSignBody, SignType } from '../../../../types/api/signature.js';
import { type PushFrame, signedFrame } from './push.js';
import * as repo from './repo.js';

export const MAX_SIGN_BYTES = 200 * 1024;

export const SIGN_MSG = {
  empty: '请先签名',
  format: '签名格式不正确',
  tooLarge: '签名图片过大',
  noSeal: '请先生成个人印章',
  sealMismatch: '印章不匹配',
  notFound: '签署文件不存在',
  signed: '该文件已签署',
} as const;

const DATA_URL = /^data:image\/(svg\+xml|png);base64,([A-Za-z0-9+/]*={0,2})$/;
/** Signatures are shown inside documents and records other people open: no scripts, event
 *  handlers, external references or foreign objects. */
const SVG_FORBIDDEN = /<script|<foreignobject|[\s/"']on[a-z]+\s*=|javascript:|<!entity|@import|url\(\s*["']?\s*(?!#)|(?:href|src)\s*=\s*["']?\s*(?!#|data:image\/)[a-z]+:/i;

/** What the image holds must be what its type says: a PNG, or an SVG document without script. */
function contentFits(kind: string, bytes: Buffer): boolean {
  if (kind === 'png') return contentMatches('png', bytes);
  const text = bytes.toString('utf8');
  return /<svg[\s>]/i.test(text) && !SVG_FORBIDDEN.test(text);
}

/** The message saying what is wrong with a signature image, or null when it will do. */
export function signImgError(signImg: string | undefined): string | null {
  if (!signImg?.trim()) return SIGN_MSG.empty;
  const m = DATA_URL.exec(signImg);
  if (!m || m[2].length === 0 || m[2].length % 4 !== 0) return SIGN_MSG.format;
  const padding = m[2].endsWith('==') ? 2 : m[2].endsWith('=') ? 1 : 0;
  if ((m[2].length / 4) * 3 - padding > MAX_SIGN_BYTES) return SIGN_MSG.tooLarge;
  return contentFits(m[1], Buffer.from(m[2], 'base64')) ? null : SIGN_MSG.format;
}

/**
 * The message saying what is wrong with a signature a user puts on an approval or a form, or null:
 * a clean image as above, or one of their own stored signatures or their seal (kept from before
 * the rules above were this strict). Empty is for the caller to judge (a node may not ask for one).
 */
export async function userSignImgError(db: Db, userId: string, signImg: string): Promise<string | null> {
  const error = signImgError(signImg);
  if (!error || error === SIGN_MSG.empty) return error;
  const seal = await repo.findSeal(db, userId);
  return (seal?.sealImg === signImg || await hasSignImage(db, userId, signImg)) ? null : error;
}

async function checkSeal(db: Db, userId: string, signImg: string): Promise<void> {
  const seal = await repo.findSeal(db, userId);
  if (!seal) throw badRequest(SIGN_MSG.noSeal);
  if (seal.sealImg !== signImg) throw badRequest(SIGN_MSG.sealMismatch);
}

export interface SigningDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  push: PushFrame;
}

/** The body as it may come: the schema lets a missing signImg through so that it gets 请先签名. */
export type HandSignInput = Partial<Pick<HandSignBody, 'signImg'>> & Pick<HandSignBody, 'signType'>;

export async function handSign(deps: SigningDeps, userId: string, itemId: string, body: HandSignInput): Promise<void> {
  const item = await repo.findItem(deps.db, itemId, userId);
  if (!item) throw badRequest(SIGN_MSG.notFound);
  if (item.state !== 0) throw badRequest(SIGN_MSG.signed);
  const signImg = body.signImg ?? '';
  const error = signImgError(signImg);
  if (error) throw badRequest(error);
  const signType: SignType = body.signType ?? 'hand';
  if (signType === 'seal') await checkSeal(deps.db, userId, signImg);
  if (!(await repo.markSigned(deps.db, itemId, userId, { signImg, signType, signedAt: deps.now() }))) throw badRequest(SIGN_MSG.signed);
  // signed is done: a client that misses the frame reads the state from SignList/{id}
  await deps.push([userId], signedFrame(itemId))
    .catch((err: unknown) => deps.log.error({ err, itemId }, 'hand-sign callback push failed'));
}
