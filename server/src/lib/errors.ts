/**
 * Business errors, answered in the JNPF envelope `{code, msg}`. Throw them from services;
 * the error handler (plugins/envelope.ts) turns them into the answer.
 */
export class AppError extends Error {
  readonly code: number;
  constructor(code: number, msg: string) {
    super(msg);
    this.name = 'AppError';
    this.code = code;
  }
}

/** Codes the client acts on (API.md 3): 600/601/602 clear the token and go to login. */
export const CODE = {
  ok: 200,
  badRequest: 400,
  notFound: 404,
  /** An Idempotency-Key resent with another body (plugins/idempotency.ts). */
  unprocessable: 422,
  tooMany: 429,
  internal: 500,
  /** The instance is starting (plugins/health.ts). */
  unavailable: 503,
  tokenInvalid: 600,
  tokenExpired: 601,
  tokenKicked: 602,
} as const;

export const badRequest = (msg: string): AppError => new AppError(CODE.badRequest, msg);
