/**
 * WeChat JS-SDK signatures for the H5 app inside the WeChat browser: an access_token from
 * /cgi-bin/token, a jsapi_ticket from /cgi-bin/ticket/getticket, both cached until shortly before
 * they expire (WeChat limits how often they may be fetched), and
 * sha1("jsapi_ticket=…&noncestr=…&timestamp=…&url=…"). Uses WECHAT_APPID / WECHAT_SECRET, which
 * for the JS-SDK must be those of the official account (公众号) serving the H5 pages.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { badRequest } from '../../lib/errors.js';

export const JSSDK_MSG = {
  notConfigured: '未配置微信公众号',
  timeout: '微信服务器响应超时,请稍后再试',
  unreachable: '无法连接微信服务器,请稍后再试',
  malformed: '微信服务器响应异常,请稍后再试',
  refused: (errcode: number) => `获取微信签名失败(错误码 ${errcode}),请稍后再试`,
} as const;

/** Fetch again this long before WeChat's expiry. */
const MARGIN_MS = 5 * 60_000;
/** WeChat's errcodes for an access_token that is no longer valid: fetch a new one once. */
const STALE_TOKEN = new Set([40001, 40014, 42001]);

export interface JssdkSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

interface Cached { value: string; until: number }
type Answer = Record<string, unknown>;

export function jssdkSignature(ticket: string, noncestr: string, timestamp: string, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${url.split('#')[0]}`;
  return createHash('sha1').update(plain).digest('hex');
}

export function createJssdk(
  config: Pick<Config, 'wechatApiBase' | 'wechatAppId' | 'wechatSecret' | 'wechatTimeoutMs'>,
  now: () => Date,
) {
  let token: Cached | null = null;
  let ticket: Cached | null = null;
  let fetching: Promise<string> | null = null;

  async function call(path: string, query: Record<string, string>, log: FastifyBaseLogger): Promise<Answer> {
    let text: string;
    try {
      const res = await fetch(`${config.wechatApiBase}${path}?${new URLSearchParams(query)}`, {
        signal: AbortSignal.timeout(config.wechatTimeoutMs),
      });
      text = await res.text();
    } catch (err) {
      log.warn({ wechat: path, err: { name: (err as Error).name, message: (err as Error).message } }, 'WeChat API call failed');
      throw badRequest((err as Error).name === 'TimeoutError' ? JSSDK_MSG.timeout : JSSDK_MSG.unreachable);
    }
    try {
      const body = JSON.parse(text) as unknown;
      if (body && typeof body === 'object') return body as Answer;
    } catch {
      // below
    }
    log.warn({ wechat: path }, 'WeChat API answered something other than a JSON object');
    throw badRequest(JSSDK_MSG.malformed);
  }

  const fresh = (c: Cached | null) => (c && c.until > now().getTime() ? c.value : null);
  const cache = (value: unknown, expiresIn: unknown): Cached | null => {
    if (typeof value !== 'string' || !value) return null;
    const seconds = Number(expiresIn) > 0 ? Number(expiresIn) : 7200;
    return { value, until: now().getTime() + Math.max(0, seconds * 1000 - MARGIN_MS) };
  };

  async function accessToken(log: FastifyBaseLogger): Promise<string> {
    const cached = fresh(token);
    if (cached) return cached;
    const body = await call('/cgi-bin/token', {
      grant_type: 'client_credential', appid: config.wechatAppId!, secret: config.wechatSecret!,
    }, log);
    token = cache(body.access_token, body.expires_in);
    if (!token) {
      log.error({ wechat: '/cgi-bin/token', errcode: body.errcode, errmsg: body.errmsg }, 'WeChat refused the access_token');
      throw badRequest(JSSDK_MSG.refused(Number(body.errcode ?? -1)));
    }
    return token.value;
  }

  async function fetchTicket(log: FastifyBaseLogger, retry = true): Promise<string> {
    const body = await call('/cgi-bin/ticket/getticket', { access_token: await accessToken(log), type: 'jsapi' }, log);
    const errcode = Number(body.errcode ?? 0);
    if (errcode !== 0 && STALE_TOKEN.has(errcode) && retry) {
      token = null;
      return fetchTicket(log, false);
    }
    ticket = errcode === 0 ? cache(body.ticket, body.expires_in) : null;
    if (!ticket) {
      log.warn({ wechat: '/cgi-bin/ticket/getticket', errcode, errmsg: body.errmsg }, 'WeChat refused the jsapi_ticket');
      throw badRequest(JSSDK_MSG.refused(errcode || -1));
    }
    return ticket.value;
  }

  return {
    get configured(): boolean {
      return Boolean(config.wechatAppId && config.wechatSecret);
    },

    async sign(q: { timestamp: string; noncestr: string; url: string }, log: FastifyBaseLogger): Promise<JssdkSignature> {
      if (!config.wechatAppId || !config.wechatSecret) throw badRequest(JSSDK_MSG.notConfigured);
      let value = fresh(ticket);
      if (!value) {
        // concurrent callers share one fetch
        fetching ??= fetchTicket(log).finally(() => { fetching = null; });
        value = await fetching;
      }
      return {
        appId: config.wechatAppId, timestamp: Number(q.timestamp), nonceStr: q.noncestr,
        signature: jssdkSignature(value, q.noncestr, q.timestamp, q.url),
      };
    },
  };
}
