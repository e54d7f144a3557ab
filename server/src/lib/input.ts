/**
 * Input no route can take, refused as bad input at the door (plugins/input.ts for HTTP,
 * message/frames.ts for the IM socket):
 * - the NUL character: PostgreSQL stores no NUL in text or jsonb and fails the whole statement
 *   (an answer of code 500) on one. No user types it. Its JSON escape counts too: several fields
 *   are JSON inside a string (a module record's data, a comment's image list), read and stored as
 *   jsonb later.
 * - nesting deeper than MAX_DEPTH: JSON.parse takes any depth, but JSON.stringify (storing jsonb,
 *   keying an idempotent request) recurses and overflows the stack. No form nests that deep.
 */
export const NUL_MSG = '请求包含非法字符';
export const DEPTH_MSG = '请求内容嵌套过深';
export const MAX_DEPTH = 32;

const NUL = /\x00|\\u0000/i;

/** What is wrong with a value, anywhere inside it (no recursion: any depth), or null. */
export function inputProblem(value: unknown): string | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (NUL.test(v)) return NUL_MSG;
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_DEPTH) return DEPTH_MSG;
      if (Array.isArray(v)) {
        for (const item of v) stack.push([item, depth + 1]); // not push(...v): a long array would overflow the call
      } else {
        for (const [k, item] of Object.entries(v)) {
          if (NUL.test(k)) return NUL_MSG;
          stack.push([item, depth + 1]);
        }
      }
    }
  }
  return null;
}
