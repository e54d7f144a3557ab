/**
 * Weak passwords, refused as new passwords. The client sends md5(plain) (API.md 2.1, 7), so the
 * server never sees a password to measure: it refuses the digests of known weak ones instead
 * (the app measures the plain password before hashing it, src/core/account.ts). The list holds
 * the most common passwords, the demo's, runs of one digit and of consecutive digits, and per
 * account the account name and its usual variants.
 */
import { md5Hex } from './ids.js';

const COMMON = [
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '111111', '000000', '666666', '888888', '123123',
  '654321', '5201314', '1314520', '112233', '121212', '123321', '520520', '147258', '147258369', '159753',
  'a123456', 'a1234567', 'a12345678', 'a123456789', 'aa123456', 'aa112233', 'abc123', 'abc1234', 'abc12345', 'abc123456',
  'abcd1234', 'abcd123456', '123abc', '123456a', '123456aa', '12345a', 'a12345', 'qq123456', 'woaini1314', 'woaini520',
  'qwe123', 'qwe123456', '123qwe', 'qwer1234', 'qwerty1', 'qwerty123', '1qaz2wsx', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t',
  'q1w2e3r4', 'zxc123', 'asd123', 'asd123456', 'zxcvbnm1', 'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd',
  'p@ssword1', 'admin', 'admin1', 'admin123', 'admin888', 'admin@123', 'admin1234', 'root123', 'test123', 'test1234',
  'iloveyou1', 'welcome1', 'jnpf123', 'jnpf@123', 'siteflow1', 'siteflow123', 'demo1234', 'demo@1234', 'abc@123', 'a1b2c3',
];

/** The demo accounts' password (seed/data), published in the README. */
const DEMO = 'Demo@1234';

/** Each letter case a person commonly types: as listed, capitalised, all upper case. */
function cases(word: string): string[] {
  return [word, word.charAt(0).toUpperCase() + word.slice(1), word.toUpperCase()];
}

/** A digit repeated, and consecutive digits up or down (wrapping 9→0), 6 to 16 long. */
function digitRuns(): string[] {
  const runs: string[] = [];
  for (let length = 6; length <= 16; length++) {
    for (let d = 0; d <= 9; d++) {
      runs.push(String(d).repeat(length));
      runs.push(Array.from({ length }, (_, i) => (d + i) % 10).join(''));
      runs.push(Array.from({ length }, (_, i) => (d - i + 100) % 10).join(''));
    }
  }
  return runs;
}

const WEAK_DIGESTS: ReadonlySet<string> = new Set([...COMMON.flatMap(cases), DEMO, ...digitRuns()].map(md5Hex));

const ACCOUNT_SUFFIXES = ['', '1', '12', '123', '1234', '12345', '123456', '@123', '#123', '!@#', '888', '666', '2024', '2025'];

/** md5 of what a person makes of their account name. */
function accountDigests(account: string): string[] {
  const name = account.trim();
  if (!name) return [];
  return [...cases(name.toLowerCase()), name].flatMap((n) => [...ACCOUNT_SUFFIXES.map((s) => n + s), `123${n}`, n + n]).map(md5Hex);
}

export const WEAK_PASSWORD_MSG = '新密码过于简单,请勿使用常见密码、账号名或连续、重复的数字';

/**
 * Whether a password digest (md5 hex, any case) is of a weak password, for this account; `also`
 * are plain passwords to refuse too (the configured initial password).
 */
export function isWeakPasswordDigest(digest: string, context: { account?: string; also?: string[] } = {}): boolean {
  const d = digest.toLowerCase();
  if (WEAK_DIGESTS.has(d)) return true;
  if (context.account && accountDigests(context.account).includes(d)) return true;
  return (context.also ?? []).some((plain) => md5Hex(plain) === d);
}
