/**
 * WeChat JS-SDK signatures for the H5 app inside the WeChat browser: an access_token from
 * /cgi-bin/token, a jsapi_ticket from /cgi-bin/ticket/getticket, both kept until shortly before
 * they expire (WeChat limits how often they may be fetched, and a new token invalidates the old
 * one) in the values all instances share (realtime/shared.ts: Redis with REDIS_URL), one instance
 * fetching while the others wait for it, and
 * sha1("jsapi_ticket=…&noncestr=…&timestamp=…&url=…"). Uses WECHAT_APPID / WECHAT_SECRET, which
 * for the JS-SDK must be those of the official account (公众号) serving the H5 pages.
 */
import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { badRequest } from '../../lib/errors.js';
import { createLocalShared, type SharedEntry, type SharedValues } from '../../realtime/shared.js';

export const JSSDK_MSG = {
  notConfigured: '未配置微信公众号',
  timeout: '微信服务器响应超时,请稍后再试',
  unreachable: '无法连接微信服务器,请稍后再试',
  malformed: '微信服务器响应异常,请稍后再试',
  refused: (errcode: number) => `获取微信签名失败(错误码 ${errcode}),请稍后再试`,
} as const;

/** Fetch again this long before WeChat's expiry. */
const MARGIN_MS = 5 * 60_000;
/** How long one instance may hold the fetch before another tries; how often the others look meanwhile. */
const FETCH_LOCK_MS = 15_000;
const FETCH_POLL_MS = 50;
/** WeChat's errcodes for an access_token that is no longer valid: fetch a new one once. */
const STALE_TOKEN = new Set([40001, 40014, 42001]);

export interface JssdkSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

type Cached = SharedEntry;
type Answer = Record<string, unknown>;

export function jssdkSignature(ticket: string, noncestr: string, timestamp: string, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${url.split('#')[0]}`;
  return createHash('sha1').update(plain).digest('hex');
}

export function createJssdk(
  config: Pick<Config, 'wechatApiBase' | 'wechatAppId' | 'wechatSecret' | 'wechatTimeoutMs'>,
  now: () => Date,
  shared: SharedValues = createLocalShared(),
) {
  const TOKEN = `wechat:${config.wechatAppId}:access_token`;
  const TICKET = `wechat:${config.wechatAppId}:jsapi_ticket`;
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

  /**
   * The shared value of key, else fetched by this instance under the key's lock while the others
   * wait for it. Without the shared store (Redis down), fetched here: signing goes on.
   */
  async function sharedValue(key: string, fetchIt: () => Promise<Cached>, log: FastifyBaseLogger): Promise<string> {
    const end = Date.now() + FETCH_LOCK_MS;
    for (;;) {
      let locked: boolean;
      try {
        const hit = fresh(await shared.get(key));
        if (hit) return hit;
        locked = Date.now() > end || await shared.lock(key, FETCH_LOCK_MS);
      } catch (err) {
        log.warn({ err, key }, 'shared WeChat values unreachable: fetching here');
        return (await fetchIt()).value;
      }
      if (locked) {
        try {
          const entry = await fetchIt();
          await shared.set(key, entry, entry.until - now().getTime()).catch((err: unknown) => log.warn({ err, key }, 'could not share a WeChat value'));
          return entry.value;
        } finally {
          await shared.unlock(key).catch(() => undefined); // the lock expires by itself
        }
      }
      await delay(FETCH_POLL_MS);
    }
  }

  const cache = (value: unknown, expiresIn: unknown): Cached | null => {
    if (typeof value !== 'string' || !value) return null;
    const seconds = Number(expiresIn) > 0 ? Number(expiresIn) : 7200;
    return { value, until: now().getTime() + Math.max(0, seconds * 1000 - MARGIN_MS) };
  };

  function accessToken(log: FastifyBaseLogger): Promise<string> {
    return sharedValue(TOKEN, async () => {
      const body = await call('/cgi-bin/token', {
        grant_type: 'client_credential', appid: config.wechatAppId!, secret: config.wechatSecret!,
      }, log);
      const token = cache(body.access_token, body.expires_in);
      if (!token) {
        log.error({ wechat: '/cgi-bin/token', errcode: body.errcode, errmsg: body.errmsg }, 'WeChat refused the access_token');
        throw badRequest(JSSDK_MSG.refused(Number(body.errcode ?? -1)));
      }
      return token;
    }, log);
  }

  async function fetchTicket(log: FastifyBaseLogger, retry = true): Promise<Cached> {
    const body = await call('/cgi-bin/ticket/getticket', { access_token: await accessToken(log), type: 'jsapi' }, log);
    const errcode = Number(body.errcode ?? 0);
    if (errcode !== 0 && STALE_TOKEN.has(errcode) && retry) {
      await shared.delete(TOKEN).catch(() => undefined);
      return fetchTicket(log, false);
    }
    const ticket = errcode === 0 ? cache(body.ticket, body.expires_in) : null;
    if (!ticket) {
      log.warn({ wechat: '/cgi-bin/ticket/getticket', errcode, errmsg: body.errmsg }, 'WeChat refused the jsapi_ticket');
      throw badRequest(JSSDK_MSG.refused(errcode || -1));
    }
    return ticket;
  }

  return {
    get configured(): boolean {
      return Boolean(config.wechatAppId && config.wechatSecret);
    },

    async sign(q: { timestamp: string; noncestr: string; url: string }, log: FastifyBaseLogger): Promise<JssdkSignature> {
      if (!config.wechatAppId || !config.wechatSecret) throw badRequest(JSSDK_MSG.notConfigured);
      // concurrent callers of this instance share one look (and fetch)
      fetching ??= sharedValue(TICKET, () => fetchTicket(log), log).finally(() => { fetching = null; });
      const value = await fetching;
      return {
        appId: config.wechatAppId, timestamp: Number(q.timestamp), nonceStr: q.noncestr,
        signature: jssdkSignature(value, q.noncestr, q.timestamp, q.url),
      };
    },
  };
}
