/**
 * No live secret in the server log. Every line the logger writes passes through redactSecrets
 * (pino's streamWrite hook), whatever route or plugin wrote it and whatever it put in: request
 * URLs (the IM socket's path carries the token, JNPF clients put token= in report links), headers,
 * error messages; SMS codes, which have no telling shape, by their value (keepOutOfLog). Known
 * secret fields are also cut by path before a line is even serialised.
 */
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[REDACTED]';

/** In this order: whole path segments and query values first, then what is left anywhere. */
const RULES: ReadonlyArray<[RegExp, string]> = [
  // the IM socket's path token (API.md 6.2: webSocketUrl/<token>)
  [/(\/websocket\/)[^\s"?#]+/gi, `$1${REDACTED}`],
  // login tickets hand out a token once: their id is a credential while it waits
  [/(\/(?:getTicketStatus|Ticket)\/)[^\s"?#/]+/gi, `$1${REDACTED}`],
  // credentials in a query: tokens, signed download links, WeChat codes, tickets, passwords
  [/([?&](?:token|access_token|encryption|code|jnpf_ticket|ticket|uuid|password)=)[^&\s"#]*/gi, `$1${REDACTED}`],
  // Authorization values anywhere: "bearer <secret>", also URL-encoded ("bearer%20...")
  [/\b(bearer)(?:\s|%20|\+)+[^\s"'&?#,;]+/gi, `$1 ${REDACTED}`],
  // the token secret itself (64 hex digits), wherever it stands alone
  [/\b[0-9a-f]{64}\b/gi, REDACTED],
  // credentials as JSON string fields of whatever was logged
  [/("(?:authorization|token|smsCode|password|oldPassword|secret)"\s*:\s*")(?:[^"\\]|\\.)*"/gi, `$1${REDACTED}"`],
];

/**
 * Secrets with no telling shape (an SMS code is six digits), kept out of the log by value while
 * they live: whoever makes one registers it, and any line that holds it, in any field or in free
 * text, gets [REDACTED] instead. Per process, as the log is.
 */
const live = new Map<string, number>();

export function keepOutOfLog(secret: string, untilMs: number): void {
  const now = Date.now();
  for (const [s, until] of live) if (until <= now) live.delete(s);
  if (secret) live.set(secret, untilMs);
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The line with every secret it holds replaced by [REDACTED]. */
export function redactSecrets(line: string): string {
  let out = line;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  if (live.size > 0) {
    const now = Date.now();
    for (const [secret, until] of live) {
      if (until > now && out.includes(secret)) out = out.replace(new RegExp(`(?<![0-9A-Za-z])${escapeRegExp(secret)}(?![0-9A-Za-z])`, 'g'), REDACTED);
    }
  }
  return out;
}

/** Fields cut by path before serialising (pino redact). */
const REDACT_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'headers.authorization',
  'smsCode', '*.smsCode', 'token', '*.token', 'password', '*.password', 'oldPassword', '*.oldPassword',
];

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The app's logger options with redaction added: false stays false (no log), true or undefined
 * becomes `{ level }`, an options object keeps its own settings (a test's stream).
 */
export function redactingLogger(given: LoggerOption, level: string): LoggerOption {
  if (given === false) return false;
  const base = given === undefined || given === true ? { level } : given;
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    hooks: { streamWrite: redactSecrets },
  } as LoggerOption;
}
