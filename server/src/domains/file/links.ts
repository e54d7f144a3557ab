/**
 * Signed download links: `<payload>.<signature>`, both base64url, the signature an HMAC-SHA256
 * of the payload under a server secret. The link carries the file id, who asked, an expiry and
 * a nonce (no two links alike); whoever holds it may use it until then (a browser or downloadFile
 * cannot send a token). Whether it was used already is the caller's to keep (file/service.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const LINK_TTL_MS = 5 * 60_000;

interface Payload {
  /** file id */
  f: string;
  /** who asked for the link: links are per user */
  u: string;
  /** expiry, epoch ms */
  e: number;
  /** nonce */
  n?: string;
}

const sign = (secret: string, payload: string): Buffer => createHmac('sha256', secret).update(payload).digest();

/** `fileId` is what the link opens: a file here; the signature domain signs its document links so, under its own secret. */
export function signLink(secret: string, fileId: string, userId: string, now: Date, ttlMs = LINK_TTL_MS): string {
  const payload = Buffer.from(JSON.stringify({ f: fileId, u: userId, e: now.getTime() + ttlMs, n: randomBytes(9).toString('base64url') } satisfies Payload)).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

export type LinkCheck = { ok: true; fileId: string; userId: string; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyLink(secret: string, token: string, now: Date): LinkCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let p: Partial<Payload>;
  try {
    p = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof p.f !== 'string' || typeof p.u !== 'string' || typeof p.e !== 'number') return { ok: false, reason: 'invalid' };
  if (p.e <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, fileId: p.f, userId: p.u, expiresAt: new Date(p.e) };
}
