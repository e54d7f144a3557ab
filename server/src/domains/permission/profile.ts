/** The current user's own record: personal data, avatar, bound social accounts. */
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { AppError, CODE, badRequest } from '../../lib/errors.js';
import { unusableFiles } from '../file/references.js';
import { socialLoginList, WECHAT_SOURCE } from '../oauth/socials.js';
import * as current from './current.repo.js';
import { indexOrganizes } from './orgTree.js';
import * as repo from './repo.js';
import type { Viewer } from './repo.js';
import type { BaseInfoInput } from './schemas.js';
import type { SocialPlatform, UserBaseInfo } from './types.js';
import { usersChanged } from '../../realtime/changes.js';

const PROFILE_FIELDS = [
  'signature', 'nation', 'nativePlace', 'certificatesType', 'certificatesNumber', 'education',
  'telePhone', 'landline', 'urgentContacts', 'urgentTelePhone', 'postalAddress',
] as const;

/** The social platform (JNPF enname) a user_socials.source is shown as. */
const PLATFORM_OF_SOURCE: Record<string, string> = { [WECHAT_SOURCE]: 'wechat_open' };

const AVATAR_TYPE = 'userAvatar';
export const AVATAR_URL = `/api/file/Image/${AVATAR_TYPE}/`;
const MSG = { mobileTaken: '该手机号已被其他账号使用', futureBirthday: 'birthday 不能晚于今天', badAvatar: '头像文件不存在或不是您上传的' } as const;

const emptyToNull = (v: string | undefined) => (v === undefined ? undefined : v.trim() === '' ? null : v.trim());
const ms = (d: Date | null | undefined) => d?.getTime() ?? null;

async function mustGetUser(db: Db, id: string) {
  const user = await current.getUser(db, id);
  if (!user) throw new AppError(CODE.tokenInvalid, '登录信息无效,请重新登录');
  return user;
}

export function createProfileService(db: Db, config: Config, now: () => Date) {
  return {
    async baseInfo(viewer: Viewer): Promise<UserBaseInfo> {
      const user = await mustGetUser(db, viewer.id);
      const [profile, roles, positions, orgs, manager] = await Promise.all([
        current.getProfile(db, user.id), repo.listUserRoleNames(db, user.id), current.listOwnPositions(db, user.id),
        repo.listOrganizes(db), user.managerId ? current.getUserLabel(db, user.managerId) : null,
      ]);
      const p = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, profile?.[f] ?? ''])) as Record<(typeof PROFILE_FIELDS)[number], string>;
      const index = indexOrganizes(orgs);
      const org = index.byId.get(user.organizeId ?? '');
      const major = positions.find((x) => x.id === user.positionId) ?? positions[0];
      const roleNames = roles.map((r) => r.fullName).join(',');
      return {
        id: user.id, account: user.account, realName: user.realName, gender: user.gender,
        mobilePhone: user.mobilePhone ?? '', email: user.email ?? '', birthday: ms(user.birthday), headIcon: user.headIcon ?? '',
        description: user.description ?? '', organizeId: user.organizeId ?? '', organize: index.path(user.organizeId),
        position: positions.map((x) => x.fullName).join(','), roleId: roleNames,
        manager: manager ? `${manager.realName}/${manager.account}` : '',
        companyName: index.path(user.organizeId).split('/')[0] ?? '', organizeName: index.path(user.organizeId),
        departmentName: org?.category === 'department' ? org.fullName : '', positionName: major?.fullName ?? '', roleName: roleNames,
        creatorTime: ms(user.createdAt),
        prevLoginTime: ms(user.prevLoginAt), prevLoginIPAddress: user.prevLoginIp ?? '', ...p,
      };
    },

    /** Only the fields sent change; who the user is (account, organize, roles) never does here. */
    async updateBaseInfo(viewer: Viewer, input: BaseInfoInput): Promise<void> {
      if (typeof input.birthday === 'number' && input.birthday > now().getTime()) throw badRequest(MSG.futureBirthday);
      const mobilePhone = emptyToNull(input.mobilePhone);
      if (mobilePhone && (await current.mobileTakenByOther(db, mobilePhone, viewer.id))) throw badRequest(MSG.mobileTaken);
      const userPatch: current.UserPatch = {
        realName: input.realName?.trim(), gender: input.gender, mobilePhone, email: emptyToNull(input.email),
        birthday: input.birthday === undefined ? undefined : input.birthday === null ? null : new Date(input.birthday),
        description: emptyToNull(input.description),
      };
      const profilePatch = Object.fromEntries(PROFILE_FIELDS.flatMap((f) => (input[f] === undefined ? [] : [[f, emptyToNull(input[f])]])));
      const at = now();
      await db.transaction(async (tx) => {
        await current.updateUser(tx, viewer.id, userPatch, at);
        if (Object.keys(profilePatch).length) await current.upsertProfile(tx, viewer.id, profilePatch, at);
      });
      await usersChanged([viewer.id]);
    },

    /** `name` is the stored name of the caller's own upload (POST /api/file/Uploader/userAvatar): everyone sees the avatar. */
    async setAvatar(viewer: Viewer, name: string): Promise<{ headIcon: string }> {
      const unusable = await unusableFiles(db, [{ type: AVATAR_TYPE, storedName: name }], { userId: viewer.id, images: true });
      if (unusable.length) throw badRequest(MSG.badAvatar);
      const headIcon = AVATAR_URL + name;
      await current.updateUser(db, viewer.id, { headIcon }, now());
      await usersChanged([viewer.id]);
      return { headIcon };
    },

    /** The configured platforms, each with the caller's binding when there is one. */
    async socials(viewer: Viewer): Promise<SocialPlatform[]> {
      const bound = await repo.listSocials(db, viewer.id);
      return socialLoginList(config).map(({ enname, name, icon }) => {
        const b = bound.find((s) => PLATFORM_OF_SOURCE[s.source] === enname);
        // the openid stays on the server (as in sign-in): only its ends are shown
        const entity = b && {
          id: b.id, socialType: enname, socialName: name, creatorTime: b.createdAt.getTime(),
          socialId: b.openId.length > 8 ? `${b.openId.slice(0, 4)}****${b.openId.slice(-4)}` : '****',
        };
        return entity ? { enname, name, icon, entity } : { enname, name, icon };
      });
    },
  };
}
