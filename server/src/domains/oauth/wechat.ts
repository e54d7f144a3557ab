/**
 * The WeChat API client: trades a code for an openid. Every failure (WeChat's errcode, no
 * network, timeout, garbage) becomes a 400 the user can read; the secret never reaches a log.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { badRequest } from '../../lib/errors.js';

export interface WechatIdentity {
  openId: string;
  unionId: string | null;
}

/** The two exchanges: a mini-program `wx.login` code, a web authorize (qrconnect) code. */
const EXCHANGES = {
  miniProgram: { path: '/sns/jscode2session', codeParam: 'js_code' },
  web: { path: '/sns/oauth2/access_token', codeParam: 'code' },
} as const;
export type WechatExchange = keyof typeof EXCHANGES;

const MSG = {
  notConfigured: '未配置微信登录',
  timeout: '微信服务器响应超时,请稍后再试',
  unreachable: '无法连接微信服务器,请稍后再试',
  malformed: '微信服务器响应异常,请稍后再试',
} as const;

/** WeChat's errcodes, as the user should read them. */
const ERRCODES: Record<number, string> = {
  [-1]: '微信服务繁忙,请稍后再试',
  40029: '微信登录凭证无效,请重新进入小程序',
  40163: '微信登录凭证已被使用,请重新进入小程序',
  40013: '微信 AppID 配置有误,请联系管理员',
  40125: '微信 AppSecret 配置有误,请联系管理员',
  40226: '该微信账号存在风险,已被微信拦截',
  45011: '微信登录过于频繁,请稍后再试',
};
/** Errcodes that mean our configuration is wrong: logged as errors, not warnings. */
const CONFIG_ERRCODES = new Set([40013, 40125, 41002, 41004]);

interface WechatAnswer {
  openid?: unknown;
  unionid?: unknown;
  errcode?: unknown;
  errmsg?: unknown;
}

export function createWechatClient(config: Pick<Config, 'wechatApiBase' | 'wechatAppId' | 'wechatSecret' | 'wechatTimeoutMs'>) {
  return {
    configured: Boolean(config.wechatAppId && config.wechatSecret),

    async exchange(kind: WechatExchange, code: string, log: FastifyBaseLogger): Promise<WechatIdentity> {
      if (!config.wechatAppId || !config.wechatSecret) throw badRequest(MSG.notConfigured);
      const { path, codeParam } = EXCHANGES[kind];
      const query = new URLSearchParams({
        appid: config.wechatAppId, secret: config.wechatSecret, [codeParam]: code, grant_type: 'authorization_code',
      });
      let status: number;
      let text: string;
      try {
        const res = await fetch(`${config.wechatApiBase}${path}?${query}`, { signal: AbortSignal.timeout(config.wechatTimeoutMs) });
        status = res.status;
        text = await res.text();
      } catch (err) {
        const timedOut = (err as Error).name === 'TimeoutError';
        log.warn({ wechat: path, err: { name: (err as Error).name, message: (err as Error).message } }, 'WeChat API call failed');
        throw badRequest(timedOut ? MSG.timeout : MSG.unreachable);
      }
      let body: WechatAnswer;
      try {
        body = JSON.parse(text) as WechatAnswer; // WeChat answers JSON as text/plain
      } catch {
        log.warn({ wechat: path, status }, 'WeChat API answered something other than JSON');
        throw badRequest(MSG.malformed);
      }
      const errcode = Number(body.errcode ?? 0);
      if (errcode !== 0) {
        const level = CONFIG_ERRCODES.has(errcode) ? 'error' : 'warn';
        log[level]({ wechat: path, errcode, errmsg: body.errmsg }, 'WeChat API refused the code');
        throw badRequest(ERRCODES[errcode] ?? `微信登录失败(错误码 ${errcode}),请稍后再试`);
      }
      if (status !== 200 || typeof body.openid !== 'string' || !body.openid) {
        log.warn({ wechat: path, status }, 'WeChat API answered without an openid');
        throw badRequest(MSG.malformed);
      }
      return { openId: body.openid, unionId: typeof body.unionid === 'string' && body.unionid ? body.unionid : null };
    },
  };
}

export type WechatClient = ReturnType<typeof createWechatClient>;
