/**
 * The NUL character: PostgreSQL stores no NUL in text or jsonb and fails the whole statement (an
 * answer of code 500) on one. No user types it, so input holding one is refused as bad input at
 * the door (plugins/input.ts for HTTP, message/frames.ts for the IM socket). Its JSON escape
 * counts too: several fields are JSON inside a string (a module record's data, a comment's image
 * list), read, and stored as jsonb later.
 */
export const NUL_MSG = '请求包含非法字符';

const NUL = /\x00|\\u0000/i;

/** Whether a string, a key or a value anywhere inside holds NUL or its escape (no recursion: any depth). */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (NUL.test(v)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item); // not push(...v): a long array would overflow the call
    } else if (v && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (NUL.test(k)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}
