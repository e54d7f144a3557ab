/**
 * The password of a sign-in as the versions send it (README "JNPF clients"): md5(plain) in hex
 * (3.2 to 3.4, the SiteFlow app), or hex(AES-ECB-PKCS7(md5(plain))) under the client's cipherKey
 * (3.5, API.md 2.1), read back to the md5 the accounts are checked with.
 */
import { createDecipheriv } from 'node:crypto';
import { badRequest } from '../../lib/errors.js';

const MD5 = /^[0-9a-f]{32}$/i;

export const PASSWORD_MSG = {
  noKey: '该客户端发送加密密码(JNPF 3.5),服务器未配置 LOGIN_CIPHER_KEY',
  undecryptable: '密码无法解密,请确认服务器 LOGIN_CIPHER_KEY 与客户端 cipherKey 一致',
} as const;

/** The md5 hex of the password the client sent; refused in words when it cannot be read. */
export function md5OfSentPassword(sent: string, cipherKey: string | null): string {
  if (MD5.test(sent)) return sent;
  if (!cipherKey) throw badRequest(PASSWORD_MSG.noKey);
  const key = Buffer.from(cipherKey, 'utf8');
  let plain: string;
  try {
    const decipher = createDecipheriv(`aes-${key.length * 8}-ecb`, key, null);
    plain = decipher.update(sent, 'hex', 'utf8') + decipher.final('utf8');
  } catch {
    throw badRequest(PASSWORD_MSG.undecryptable);
  }
  if (!MD5.test(plain)) throw badRequest(PASSWORD_MSG.undecryptable);
  return plain;
}
