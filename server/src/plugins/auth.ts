import type { FastifyRequest } from 'fastify';
import { authenticate, PASSWORD_CHANGE_REQUIRED, type SessionUser } from '../domains/oauth/tokens.js';
import { globalPlugin } from '../lib/globalPlugin.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth gate on every non-public /api route. */
    user: SessionUser;
  }
}

/**
 * Route patterns (as registered) that answer without a token. A trailing '*' matches a prefix.
 * Everything else under /api needs `Authorization: bearer <token>`.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  '/api/oauth/Login',
  '/api/oauth',
  '/api/oauth/getConfig/:account',
  '/api/oauth/getLoginConfig',
  '/api/oauth/ImageCode/*',
  '/api/oauth/getTicket',
  '/api/oauth/getTicketStatus/:ticket',
  '/api/oauth/Login/socials',
  '/api/oauth/socials/*',
  '/api/oauth/WeChatBinding',
  '/api/oauth/GetWechatUserInfoByCode',
  '/api/oauth/SmsCode/*',
  '/api/oauth/LoginSms',
  '/api/app/Version',
  // the load balancer's health check (plugins/health.ts)
  '/api/health',
  // `npm run backup` to the running server: the secret in DATA_DIR/control.json is the credential
  '/api/internal/backup',
  '/api/app/Pictogram/:file',
  '/api/file/AppStartInfo/*',
  // <img> cannot send a token: images are public by their unguessable (128-bit random) name
  '/api/file/Image/:type/:name',
  // the signed one-time download link (the signature is the credential), not Download/:type/:name
  '/api/file/Download',
  // the signed, expiring hand-sign document link (a web-view cannot send a token), not Document/:id
  '/api/Signature/signaturefddservice/Document',
  // a sensor device has no user: its own key is the credential (domains/smartsite)
  '/api/smartsite/Readings',
  // the demo cameras' drawn streams: a <video> element cannot send a token (domains/video)
  '/api/video/Demo/*',
  // the IM socket checks the token in its path and in every frame itself
  '/api/message/websocket*',
];

/**
 * What a user who must change the password (an initial or reset password) may still call: who am I
 * (the answer says so: userInfo.mustChangePassword), the change itself, and sign-out. Sign-in is
 * public. Everything else, the IM socket included, is refused with PASSWORD_CHANGE_REQUIRED.
 */
export const PASSWORD_CHANGE_ROUTES: ReadonlySet<string> = new Set([
  '/api/oauth/CurrentUser',
  '/api/permission/Users/Current/Actions/ModifyPassword',
  '/api/oauth/Logout',
]);

export function isPublicRoute(pattern: string): boolean {
  return PUBLIC_ROUTES.some((p) => (p.endsWith('*') ? pattern.startsWith(p.slice(0, -1)) : pattern === p));
}

function needsToken(request: FastifyRequest): boolean {
  const pattern = request.routeOptions.url;
  // unknown routes fall through to the 404 answer; non-/api routes are the H5 site
  return pattern !== undefined && pattern.startsWith('/api/') && !isPublicRoute(pattern);
}

/** Tier 2: the auth gate. onRequest, so a refused caller costs no body parsing or validation. */
export default globalPlugin('auth', async (app) => {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' || !needsToken(request)) return;
    request.user = await authenticate(app.db, request.headers.authorization, app.now());
    if (request.user.mustChangePassword && !PASSWORD_CHANGE_ROUTES.has(request.routeOptions.url!)) throw PASSWORD_CHANGE_REQUIRED;
  });
});
