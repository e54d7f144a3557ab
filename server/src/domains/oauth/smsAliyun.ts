/**
 * SMS_SENDER=aliyun: Alibaba Cloud's SMS service, dysmsapi SendSms (API version 2017-05-25), called
 * over HTTPS with the RPC signature (SignatureVersion 1.0, HMAC-SHA1): the request's parameters
 * sorted by name, each name and value percent-encoded as RFC 3986 says (space as %20, `*` as %2A,
 * `~` kept), joined; StringToSign = METHOD & %2F & percentEncode(that); the key is the AccessKey
 * secret followed by '&'. The parameters go in a POST body, not the URL, so neither a sign-in code
 * nor an initial password sits in a proxy's access log. A call that takes longer than
 * SMS_TIMEOUT (5 s) is given up. What is logged of a failure names the number and Alibaba's code,
 * never the message's secret or the key.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsGatewayConfig } from '../../config.js';
import type { SmsMessage, SmsSender } from './sms.js';

/** RFC 3986 encoding as Alibaba's RPC signature wants it. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Signature of an RPC request's parameters (without Signature), for METHOD. */
export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params).sort().map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`).join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** Alibaba's answer when a message was refused or failed (its Code and Message), without the message's content. */
export class SmsGatewayError extends Error {
  constructor(readonly gatewayCode: string, message: string) {
    super(message);
    this.name = 'SmsGatewayError';
  }
}

export class AliyunSmsSender implements SmsSender {
  constructor(private readonly config: SmsGatewayConfig, private readonly clock: () => Date = () => new Date()) {}

  private templateOf(message: SmsMessage): { code: string; param: Record<string, string> } {
    if (message.purpose === 'initialPassword') {
      const code = this.config.templates.initialPassword;
      if (!code) throw new SmsGatewayError('NoTemplate', '未设置初始密码短信模板(SMS_TEMPLATE_INITIAL_PASSWORD)');
      return { code, param: { account: message.account ?? '', password: message.code } };
    }
    return { code: this.config.templates.login, param: { code: message.code } };
  }

  async send(message: SmsMessage, log: FastifyBaseLogger): Promise<void> {
    const template = this.templateOf(message);
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId, Action: 'SendSms', Format: 'JSON', PhoneNumbers: message.mobile, RegionId: 'cn-hangzhou',
      SignName: this.config.signName, SignatureMethod: 'HMAC-SHA1', SignatureNonce: randomUUID(), SignatureVersion: '1.0',
      TemplateCode: template.code, TemplateParam: JSON.stringify(template.param),
      Timestamp: this.clock().toISOString().replace(/\.\d{3}Z$/, 'Z'), Version: '2017-05-25',
    };
    const body = new URLSearchParams({ ...params, Signature: rpcSignature('POST', params, this.config.accessKeySecret) });
    let answer: { Code?: string; Message?: string };
    try {
      const res = await fetch(this.config.endpoint, {
        method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' }, signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      answer = await res.json() as typeof answer;
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      log.error({ mobile: message.mobile, purpose: message.purpose, reason: timedOut ? 'timeout' : (err as Error).name }, 'SMS gateway unreachable');
      throw new SmsGatewayError(timedOut ? 'Timeout' : 'Unreachable', timedOut ? '短信网关超时' : '短信网关连接失败');
    }
    if (answer.Code !== 'OK') {
      log.error({ mobile: message.mobile, purpose: message.purpose, gatewayCode: answer.Code }, 'SMS gateway refused the message');
      throw new SmsGatewayError(String(answer.Code ?? 'Unknown'), `短信网关拒绝:${String(answer.Message ?? answer.Code ?? '未知原因').slice(0, 100)}`);
    }
  }
}
