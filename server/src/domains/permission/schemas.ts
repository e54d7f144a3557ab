/**
 * Request schemas of /api/permission. Fastify's Ajv coerces types (a query's "2" is 2; a JSON
 * null is '' for a string), removes nothing and fails on the first problem, named by field.
 * Bodies accept fields they do not know and ignore them: the JNPF client sends whole objects back.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';

const id = Type.String({ minLength: 1, maxLength: 64 });
/** A picked id as JNPF sends it: plain, or with a '--user' style suffix. */
const pickedId = Type.String({ minLength: 1, maxLength: 128 });
const ids = Type.Array(pickedId, { maxItems: 500 });
const keyword = Type.String({ maxLength: 100 });
const md5Hex = Type.String({ minLength: 1, pattern: '^[0-9a-fA-F]{32}$' });

export const MOBILE = '^1[3-9][0-9]{9}$';
const mobileOrEmpty = Type.String({ maxLength: 11, pattern: `^(1[3-9][0-9]{9})?$` });
const emailOrEmpty = Type.String({ maxLength: 100, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' });
const text = (maxLength: number) => Type.String({ maxLength });
/** A name: something besides spaces. */
const name = Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' });

const paging = {
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 20 })),
};
const Paging = Type.Object(paging);

export const PageQuery = Type.Object({
  ...paging, keyword: Type.Optional(keyword), sort: Type.Optional(text(10)), sidx: Type.Optional(text(50)),
});
export const KeywordQuery = Type.Object({ keyword: Type.Optional(keyword) });
export const KeywordBody = Type.Object({ keyword: Type.Optional(keyword), ...paging });
export const OrganizationQuery = Type.Object({ keyword: Type.Optional(keyword), organizeId: Type.Optional(id) });

export const IdParams = Type.Object({ id });
export const OrganizeIdParams = Type.Object({ organizeId: id });
/** An uploaded file's name: no folders, no '..'. */
export const AvatarParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128, pattern: '^(?!.*\\.\\.)[A-Za-z0-9_-][A-Za-z0-9_.-]*$' }) });

export const CreateAccountBody = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9][A-Za-z0-9_.@-]*$' }),
  realName: name,
  organizeId: id,
  positionIds: Type.Optional(Type.Array(id, { maxItems: 20 })),
  roleIds: Type.Optional(Type.Array(id, { maxItems: 20 })),
  /** Default: the caller's current project. */
  projectIds: Type.Optional(Type.Array(id, { maxItems: 20 })),
  /** Default none: a project-wide member. */
  contractIds: Type.Optional(Type.Array(id, { maxItems: 50 })),
  managerId: Type.Optional(id),
  mobilePhone: Type.Optional(mobileOrEmpty),
  email: Type.Optional(emailOrEmpty),
  gender: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 3 }), Type.Null()])),
  /** md5(plain); default: the configured new-user password. */
  password: Type.Optional(md5Hex),
});

/** PUT Users/Current/BaseInfo: absent fields stay; account, organize, roles and the like are ignored. */
export const BaseInfoBody = Type.Object({
  realName: Type.Optional(name),
  gender: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 3 }), Type.Null()])),
  mobilePhone: Type.Optional(mobileOrEmpty),
  email: Type.Optional(emailOrEmpty),
  /** epoch ms; null clears. */
  birthday: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: -2_208_988_800_000, maximum: 4_102_444_800_000 })])),
  description: Type.Optional(text(500)),
  signature: Type.Optional(text(200)),
  nation: Type.Optional(text(50)),
  nativePlace: Type.Optional(text(100)),
  certificatesType: Type.Optional(text(50)),
  certificatesNumber: Type.Optional(text(50)),
  education: Type.Optional(text(50)),
  telePhone: Type.Optional(text(30)),
  landline: Type.Optional(text(30)),
  urgentContacts: Type.Optional(text(50)),
  urgentTelePhone: Type.Optional(text(30)),
  postalAddress: Type.Optional(text(200)),
});

export const ModifyPasswordBody = Type.Object({
  oldPassword: md5Hex,
  password: md5Hex,
  code: Type.Optional(text(16)),
  timestamp: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Number()])),
});

export const MajorBody = Type.Object({
  majorId: id,
  majorType: Type.Union([Type.Literal('Organize'), Type.Literal('Position')]),
});

/** A signature image must stay small: it travels with every signed document. */
export const SIGN_IMG_MAX = 512 * 1024;
export const SignImgBody = Type.Object({
  signImg: Type.String({ minLength: 1, maxLength: SIGN_IMG_MAX, pattern: '^data:image/(svg\\+xml|png);base64,[A-Za-z0-9+/]+={0,2}$' }),
  isDefault: Type.Optional(Type.Union([Type.Boolean(), Type.Integer({ minimum: 0, maximum: 1 })])),
});

export const USER_CONDITION_TYPES = ['organize', 'department', 'position', 'role', 'group', 'user'] as const;
export const UserConditionBody = Type.Object({
  ids: Type.Optional(ids),
  type: Type.Optional(Type.Union(USER_CONDITION_TYPES.map((t) => Type.Literal(t)))),
  departIds: Type.Optional(ids),
  positionIds: Type.Optional(ids),
  roleIds: Type.Optional(ids),
  groupIds: Type.Optional(ids),
  userIds: Type.Optional(ids),
  keyword: Type.Optional(keyword),
  pagination: Type.Optional(Paging),
  ...paging,
});

export const UserListBody = Type.Object({ ids: Type.Optional(ids), userId: Type.Optional(id) });
export const IdsBody = Type.Object({ ids });
export const SelectedUserListBody = Type.Object({
  ids, keyword: Type.Optional(keyword), pagination: Type.Optional(Paging), ...paging,
});
export const ConditionBody = Type.Object({ departIds: Type.Optional(ids), ids: Type.Optional(ids), keyword: Type.Optional(keyword) });

export type PagingInput = Static<typeof Paging>;
export type CreateAccountInput = Static<typeof CreateAccountBody>;
export type BaseInfoInput = Static<typeof BaseInfoBody>;
export type UserConditionInput = Static<typeof UserConditionBody>;
export type ConditionInput = Static<typeof ConditionBody>;
