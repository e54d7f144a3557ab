/**
 * Changing one's own password. The old one is checked; the new one must differ and not be weak
 * (lib/weakPasswords.ts). It ends the must-change state of an initial password. Every other
 * token of the user is revoked (those devices answer 600 and go to sign-in); the token that made
 * the change stays valid, so the app can finish and sign out itself. The captcha fields of the
 * JNPF form (code, timestamp) are accepted and ignored: getConfig answers enableVerificationCode 0.
 * The change is kept in the audit (who, from where, whether it replaced an initial password), so
 * an administrator sees that a person they made has taken over their account.
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { isWeakPasswordDigest, WEAK_PASSWORD_MSG } from '../../lib/weakPasswords.js';
import { tokensRevoked } from '../../realtime/revocations.js';
import { revokeUserTokens } from '../oauth/repo.js';
import { type SessionUser } from '../oauth/tokens.js';
import { usersChanged } from '../../realtime/changes.js';
import { initialPasswords } from './account.js';
import * as current from './current.repo.js';
import { record } from '../system/audit.js';

const MSG = { wrongOld: '旧密码错误', same: '新密码不能与旧密码相同' } as const;

export async function modifyPassword(db: Db, session: SessionUser, oldMd5: string, newMd5: string, now: Date, ip = ''): Promise<void> {
  const user = await current.getUser(db, session.id);
  if (!user || !(await verifyPassword(user.passwordHash, oldMd5))) throw badRequest(MSG.wrongOld);
  if (oldMd5.toLowerCase() === newMd5.toLowerCase()) throw badRequest(MSG.same);
  // an initial password must not come back as the user's own
  if (isWeakPasswordDigest(newMd5, { account: user.account, also: await initialPasswords(db) })) throw badRequest(WEAK_PASSWORD_MSG);
  const hash = await hashPassword(newMd5);
  const revoked = await db.transaction(async (tx) => {
    await current.setPassword(tx, user.id, hash, now);
    await record(tx, { id: user.id, account: user.account, ip }, {
      kind: 'user', action: 'changePassword', objectId: user.id, objectName: `${user.realName}/${user.account}`,
      detail: user.mustChangePassword ? '修改初始密码' : '',
    }, now);
    return revokeUserTokens(tx, user.id, 'logout', now, { exceptId: session.tokenId });
  });
  // the sockets' logout first: every instance hears it before the change (IM socket recheck)
  tokensRevoked(db, { userId: user.id, tokenIds: revoked, reason: 'password' });
  await usersChanged([user.id]);
}
