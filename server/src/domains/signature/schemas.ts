/** Request schemas of /api/Signature/signaturefddservice. */
import { Type, type Static } from '@fastify/type-provider-typebox';

const paging = {
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 20 })),
};

export const RoleSignQuery = Type.Object({ flag: Type.Enum(['approve', 'login']) });

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const SignListQuery = Type.Object({
  ...paging,
  state: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type SignListQueryType = Static<typeof SignListQuery>;

/** signImg may be missing or empty: the service answers 请先签名; its size is checked there too (200 KB). */
export const HandSignBody = Type.Object({
  signImg: Type.Optional(Type.String({ maxLength: 1_000_000 })),
  signType: Type.Optional(Type.Enum(['hand', 'seal'])),
});

export const DocumentQuery = Type.Object({ encryption: Type.Optional(Type.String({ maxLength: 2048 })) });
