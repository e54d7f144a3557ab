/**
 * Third-party sign-in. Only WeChat is wired (WECHAT_APPID / WECHAT_SECRET); any other source
 * answers 400 未配置该第三方登录.
 *
 * Mini-program: the app sends its `wx.login` code. A bound openid signs in at once; an unbound
 * one is kept server-side behind a short-lived bind key, and the app binds it to an account by
 * password (one openid per user, one user per openid). Web: render gives the WeChat authorize
 * URL for a login ticket; WeChat sends the browser back to app/callback, which completes the
 * ticket for the bound user, and the waiting page reads its token from getTicketStatus.
 * Unbinding belongs to the permission area's socials page: socials.repo.ts unbindUserSocial.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginResult, SocialLoginItem } from '../../../../types/api/oauth.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId, sha256Hex } from '../../lib/ids.js';
import * as ticketRepo from './repo.js';
import type { OauthService, SignInClient } from './service.js';
import * as repo from './socials.repo.js';
import { ticketStatus, type StoredStatus } from './tickets.js';
import type { WechatClient } from './wechat.js';

/** user_socials.source of an openid under WECHAT_APPID. */
export const WECHAT_SOURCE = 'wechat';
const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/qrconnect';

/** `data` of GetWechatUserInfoByCode: signed in, or a key to bind the openid with. */
export type WechatSignIn =
  | ({ bound: true } & LoginResult)
  | { bound: false; bindKey: string; /** seconds */ expiresIn: number };

interface Provider {
  name: string;
  icon: string;
  configured(config: Config): boolean;
}

/** The providers that can be switched on, by JNPF `enname`. */
const PROVIDERS: Record<string, Provider> = {
  wechat_open: { name: '微信', icon: 'icon-ym icon-ym-wechat', configured: (c) => Boolean(c.wechatAppId && c.wechatSecret) },
};

const MSG = {
  notConfigured: '未配置该第三方登录',
  bindExpired: '微信授权已过期,请重新进入小程序',
  openIdTaken: '该微信已绑定其他账号',
  userTaken: '该账号已绑定其他微信,请先解绑',
  notBound: '该微信尚未绑定账号,请先在小程序中用账号密码绑定',
  badTicket: '登录票据无效或已过期',
  missing: (field: string) => `${field} 不能为空`,
} as const;

/** The configured providers, as getLoginConfig and Login/socials list them. */
export function socialLoginList(config: Config, ticket?: string): SocialLoginItem[] {
  return Object.entries(PROVIDERS)
    .filter(([, p]) => p.configured(config))
    .map(([enname, p]) => ({
      enname, name: p.name, icon: p.icon,
      renderUrl: `/api/oauth/socials/render/${enname}${ticket ? `?ticket=${encodeURIComponent(ticket)}` : ''}`,
    }));
}

export interface SocialDeps {
  db: Db;
  config: Config;
  now: () => Date;
  oauth: OauthService;
  wechat: WechatClient;
}

export function createSocialService({ db, config, now, oauth, wechat }: SocialDeps) {
  function providerOf(source: string): Provider {
    const provider = Object.hasOwn(PROVIDERS, source) ? PROVIDERS[source] : undefined;
    if (!provider?.configured(config)) throw badRequest(MSG.notConfigured);
    return provider;
  }

  async function assertLiveTicket(id: string): Promise<void> {
    const ticket = await ticketRepo.findTicket(db, id);
    const status = ticket && ticketStatus({ status: ticket.status as StoredStatus, expiresAt: ticket.expiresAt }, now());
    if (status !== 'waiting' && status !== 'scanned') throw badRequest(MSG.badTicket);
  }

  return {
    /** Mini-program sign-in by `wx.login` code. */
    async signInWithWechatCode(code: string, client: SignInClient, log: FastifyBaseLogger): Promise<WechatSignIn> {
      const identity = await wechat.exchange('miniProgram', code, log);
      const user = await repo.findBoundUser(db, WECHAT_SOURCE, identity.openId);
      if (user) return { bound: true, ...(await oauth.completeSignIn(user, client)) };

      const at = now();
      await repo.deleteExpiredBindKeys(db, at);
      const bindKey = randomBytes(24).toString('hex');
      await repo.insertBindKey(db, {
        keyHash: sha256Hex(bindKey), source: WECHAT_SOURCE, openId: identity.openId, unionId: identity.unionId,
        createdAt: at, expiresAt: new Date(at.getTime() + config.ticketTtlMs),
      });
      return { bound: false, bindKey, expiresIn: Math.floor(config.ticketTtlMs / 1000) };
    },

    /** Binds the openid behind `bindKey` to the account the password proves, then signs in. */
    async bindWechat(form: { account: string; password: string; bindKey: string }, client: SignInClient): Promise<LoginResult> {
      const keyHash = sha256Hex(form.bindKey);
      const key = await repo.findBindKey(db, keyHash, now());
      if (!key) throw badRequest(MSG.bindExpired);
      const user = await oauth.checkPassword(form.account, form.password, client.ip);
      oauth.assertCanSignIn(user);
      try {
        await db.transaction(async (tx) => {
          if (!(await repo.takeBindKey(tx, keyHash, now()))) throw badRequest(MSG.bindExpired);
          const owner = await repo.findBinding(tx, { source: key.source, openId: key.openId });
          if (owner) {
            if (owner.userId !== user.id) throw badRequest(MSG.openIdTaken);
            return; // bound already: signing in again is fine
          }
          if (await repo.findBinding(tx, { source: key.source, userId: user.id })) throw badRequest(MSG.userTaken);
          await repo.insertBinding(tx, {
            id: newId(), userId: user.id, source: key.source, openId: key.openId, unionId: key.unionId, createdAt: now(),
          });
        });
      } catch (err) {
        // two binds at once: the unique keys decide, the loser reads the same as a checked conflict
        if (repo.isUniqueViolation(err)) throw badRequest(MSG.openIdTaken);
        throw err;
      }
      return oauth.completeSignIn(user, client);
    },

    loginList: (ticket?: string): SocialLoginItem[] => socialLoginList(config, ticket),

    /** The provider's authorize URL; WeChat sends the browser back to app/callback with a code. */
    async render(source: string, ticket: string | undefined, origin: string): Promise<string> {
      providerOf(source);
      if (!ticket) throw badRequest(MSG.missing('ticket'));
      await assertLiveTicket(ticket);
      const callback = `${origin}/api/oauth/socials/app/callback/${source}?uuid=${encodeURIComponent(ticket)}`;
      const query = new URLSearchParams({
        appid: config.wechatAppId ?? '', redirect_uri: callback, response_type: 'code', scope: 'snsapi_login', state: ticket,
      });
      return `${WECHAT_AUTHORIZE_URL}?${query}#wechat_redirect`;
    },

    /** Completes login ticket `uuid` with a web token of the user bound to the WeChat identity. */
    async callback(source: string, q: { uuid?: string; code?: string }, ip: string, log: FastifyBaseLogger): Promise<void> {
      providerOf(source);
      if (!q.uuid) throw badRequest(MSG.missing('uuid'));
      if (!q.code) throw badRequest(MSG.missing('code'));
      await assertLiveTicket(q.uuid);
      const identity = await wechat.exchange('web', q.code, log);
      const user = await repo.findBoundUser(db, WECHAT_SOURCE, identity.openId);
      if (!user) throw badRequest(MSG.notBound);
      await oauth.completeSignIn(user, { device: 'web', ip, ticket: q.uuid });
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
