import { randomInt } from 'node:crypto';
import argon2 from 'argon2';

/** OWASP minimum for argon2id: 19 MiB, 2 passes, 1 lane (~30 ms here). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The client sends md5(plain) as 32 hex digits; that is what we hash. */
export const MD5_HEX = /^[0-9a-fA-F]{32}$/;

export function hashPassword(md5Hex: string): Promise<string> {
  return argon2.hash(md5Hex.toLowerCase(), OPTIONS);
}

export async function verifyPassword(hash: string, md5Hex: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, md5Hex.toLowerCase());
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Spend the same time on unknown accounts as on known ones, so timing does not reveal accounts. */
export async function burnVerifyTime(md5Hex: string): Promise<void> {
  dummyHash ??= hashPassword('0'.repeat(32));
  await verifyPassword(await dummyHash, md5Hex);
}

/** Letters and digits no one misreads (no 0/O, 1/l/I) when a password is read out or copied by hand. */
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';

/** A generated initial password: 10 characters, upper, lower and digits each at least once (about 58 bits). */
export function generatePassword(): string {
  const all = UPPER + LOWER + DIGITS;
  const pick = (set: string) => set[randomInt(set.length)];
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), ...Array.from({ length: 7 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
