/**
 * Request schemas of /api/permission's administration (API.md 9). Like schemas.ts: Ajv coerces,
 * fails on the first problem named by field, and ignores fields it does not know (the JNPF admin
 * client sends whole objects back).
 */
import { Type, type Static } from '@fastify/type-provider-typebox';

const id = Type.String({ minLength: 1, maxLength: 64 });
const idList = (maxItems: number) => Type.Array(id, { maxItems });
const keyword = Type.String({ maxLength: 100 });
const name = Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' });
const longName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const code = Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$' });
const text = (maxLength: number) => Type.String({ maxLength });
const md5Hex = Type.String({ pattern: '^[0-9a-fA-F]{32}$' });
const mobileOrEmpty = Type.String({ maxLength: 11, pattern: '^(1[3-9][0-9]{9})?$' });
const emailOrEmpty = Type.String({ maxLength: 100, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' });
const sortCode = Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 }));
const enabledMark = Type.Optional(Type.Integer({ minimum: 0, maximum: 1 }));
/** ids joined with ',' (JNPF) */
const commaIds = Type.String({ maxLength: 2000, pattern: '^[A-Za-z0-9_,.-]*$' });
/** epoch ms within 1900..2100, or null */
const date = Type.Union([Type.Null(), Type.Integer({ minimum: -2_208_988_800_000, maximum: 4_102_444_800_000 })]);
const paging = {
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
};

export const IdParams = Type.Object({ id });
export const ObjectIdParams = Type.Object({ objectId: id });
export const ProjectParams = Type.Object({ id });
export const ContractParams = Type.Object({ id, contractId: id });
export const MemberParams = Type.Object({ id, userId: id });

export const PeopleQuery = Type.Object({
  keyword: Type.Optional(keyword), organizeId: Type.Optional(id), projectId: Type.Optional(id),
  enabledMark: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })), ...paging,
});

export const PersonBody = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9][A-Za-z0-9_.@-]*$' }),
  realName: name,
  organizeId: id,
  managerId: Type.Optional(Type.String({ maxLength: 64 })),
  positionId: Type.Optional(commaIds),
  roleId: Type.Optional(commaIds),
  gender: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 3 }), Type.Null()])),
  mobilePhone: Type.Optional(mobileOrEmpty),
  email: Type.Optional(emailOrEmpty),
  description: Type.Optional(text(500)),
  sortCode,
  enabledMark,
  projectIds: Type.Optional(idList(20)),
  contractIds: Type.Optional(idList(50)),
  password: Type.Optional(md5Hex),
});
/** PUT Users/{id}: the account and where the person works do not change here. */
export const PersonUpdateBody = Type.Omit(PersonBody, ['account', 'projectIds', 'contractIds', 'password']);

export const ResetPasswordBody = Type.Object({ userPassword: Type.Optional(md5Hex), validatePassword: Type.Optional(md5Hex) });
export const StateBody = Type.Object({ enabledMark: Type.Integer({ minimum: 0, maximum: 1 }) });
export const HandoverBody = Type.Object({ fromId: id, toId: id, ids: Type.Optional(idList(1000)) });

export const FileNameQuery = Type.Object({ fileName: Type.String({ minLength: 1, maxLength: 64, pattern: '^\\d{8}_[0-9a-f]{32}\\.[a-z0-9]{1,5}$' }) });

const importCell = Type.String({ maxLength: 500 });
const importRow = Type.Object({
  rowNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  account: Type.Optional(importCell), realName: Type.Optional(importCell), gender: Type.Optional(importCell),
  mobilePhone: Type.Optional(importCell), organize: Type.Optional(importCell), position: Type.Optional(importCell),
  role: Type.Optional(importCell), project: Type.Optional(importCell), contract: Type.Optional(importCell),
  email: Type.Optional(importCell), state: Type.Optional(importCell), description: Type.Optional(importCell),
  errorsInfo: Type.Optional(Type.String({ maxLength: 2000 })),
});
export const ImportDataBody = Type.Object({
  fileName: Type.Optional(FileNameQuery.properties.fileName),
  list: Type.Optional(Type.Array(importRow, { maxItems: 1000 })),
});
export const ImportJobBody = Type.Object({ fileName: FileNameQuery.properties.fileName, sms: Type.Optional(Type.Boolean()) });
export const ImportJobHeaders = Type.Object({ 'x-import-key': Type.Optional(Type.String({ maxLength: 64 })) });
export const BadRowsBody = Type.Object({ list: Type.Array(importRow, { minItems: 1, maxItems: 5000 }) });

export const KeywordQuery = Type.Object({ keyword: Type.Optional(keyword) });
export const PositionQuery = Type.Object({ keyword: Type.Optional(keyword), organizeId: Type.Optional(id) });
export const RoleQuery = Type.Object({ keyword: Type.Optional(keyword), projectId: Type.Optional(id) });
export const MembersQuery = Type.Object({ keyword: Type.Optional(keyword), contractId: Type.Optional(id) });
export const AdminsQuery = Type.Object({ organizeId: Type.Optional(id) });

export const UNIT_TYPE_VALUES = ['owner', 'supervision', 'design', 'contractor', 'lab', 'other'] as const;
export const OrganizeBody = Type.Object({
  parentId: Type.Optional(id),
  fullName: longName,
  enCode: code,
  unitType: Type.Optional(Type.Union(UNIT_TYPE_VALUES.map((t) => Type.Literal(t)))),
  managerId: Type.Optional(Type.String({ maxLength: 64 })),
  sortCode,
  enabledMark,
});

export const PositionBody = Type.Object({ organizeId: id, fullName: name, enCode: code, sortCode, enabledMark });

export const RoleBody = Type.Object({
  fullName: name, enCode: code, description: Type.Optional(text(200)), enabledMark, sortCode,
  projectId: Type.Optional(Type.String({ maxLength: 64 })), templateId: Type.Optional(Type.String({ maxLength: 64 })),
});
export const RoleUpdateBody = Type.Omit(RoleBody, ['projectId', 'templateId']);

const grantId = Type.String({ minLength: 1, maxLength: 200 });
export const AuthorityBody = Type.Object({
  objectType: Type.Optional(Type.Literal('Role')),
  module: Type.Array(id, { maxItems: 500 }),
  button: Type.Optional(Type.Array(grantId, { maxItems: 5000 })),
  column: Type.Optional(Type.Array(grantId, { maxItems: 20000 })),
  form: Type.Optional(Type.Array(grantId, { maxItems: 20000 })),
  resource: Type.Optional(Type.Array(grantId, { maxItems: 500 })),
});

export const RelationBody = Type.Object({ objectType: Type.Optional(Type.Literal('Role')), userIds: idList(2000) });

const contractFields = {
  fullName: longName, enCode: code, sectionName: Type.Optional(text(50)),
  constructionUnitId: Type.Optional(Type.String({ maxLength: 64 })), supervisionUnitId: Type.Optional(Type.String({ maxLength: 64 })),
  startMileage: Type.Optional(text(30)), endMileage: Type.Optional(text(30)),
  amount: Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: 0, maximum: 1e9 })])), sortCode, enabledMark,
};
export const ContractBody = Type.Object(contractFields);
export const ProjectBody = Type.Object({
  fullName: longName, enCode: code, shortName: Type.Optional(text(50)), location: Type.Optional(text(200)),
  startDate: Type.Optional(date), endDate: Type.Optional(date),
  investment: Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: 0, maximum: 1e9 })])),
  ownerUnitId: Type.Optional(Type.String({ maxLength: 64 })), sortCode, enabledMark,
  contracts: Type.Optional(Type.Array(ContractBody, { maxItems: 50 })),
});
export const ProjectUpdateBody = Type.Omit(ProjectBody, ['contracts']);

export const MemberBody = Type.Object({ contractIds: idList(50), roleIds: Type.Optional(idList(20)) });

/** `${projectId}:${userId}` */
export const AdminIdParams = Type.Object({ id: Type.String({ minLength: 3, maxLength: 130 }) });
export const AdminBody = Type.Object({ userId: id, organizeId: id, organizeType: Type.Optional(Type.String({ maxLength: 20 })) });

export type PeopleQueryType = Static<typeof PeopleQuery>;
