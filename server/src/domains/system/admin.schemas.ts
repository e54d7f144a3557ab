/** Request schemas of /api/system's administration: dictionaries, bill rules, menus, the audit log. */
import { Type } from '@fastify/type-provider-typebox';
import { DATE_FORMATS } from './admin.js';

const id = Type.String({ minLength: 1, maxLength: 64 });
const keyword = Type.String({ maxLength: 100 });
const name = Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' });
const code = Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$' });
const sortCode = Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 }));
const enabledMark = Type.Optional(Type.Integer({ minimum: 0, maximum: 1 }));
const paging = {
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
};

export const IdParams = Type.Object({ id });
export const KeywordQuery = Type.Object({ keyword: Type.Optional(keyword) });
export const PagedKeywordQuery = Type.Object({ keyword: Type.Optional(keyword), ...paging });

export const DictionaryTypeBody = Type.Object({ fullName: name, enCode: code, isTree: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })), sortCode });
export const DictionaryItemBody = Type.Object({
  dictionaryTypeId: Type.Optional(id), fullName: name, enCode: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$' }),
  parentId: Type.Optional(Type.String({ maxLength: 64 })), sortCode, enabledMark, description: Type.Optional(Type.String({ maxLength: 200 })),
});
export const DictionaryItemCreateBody = Type.Object({ ...DictionaryItemBody.properties, dictionaryTypeId: id });

export const BillRuleBody = Type.Object({
  fullName: name, enCode: code, prefix: Type.Optional(Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9_-]*$' })),
  dateFormat: Type.Optional(Type.Union(DATE_FORMATS.map((f) => Type.Literal(f)))),
  digit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })), startNumber: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});

export const MenuQuery = Type.Object({ category: Type.Optional(Type.Union([Type.Literal('App'), Type.Literal('Web')])) });
export const MenuBody = Type.Object({ fullName: name, enabledMark, sortCode });
export const MenuSortBody = Type.Object({ ids: Type.Array(id, { minItems: 1, maxItems: 200 }) });

/** The audit: category 1 sign-ins, 3 administrative changes; times as epoch ms. */
export const LogQuery = Type.Object({
  category: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(3)])),
  keyword: Type.Optional(keyword),
  userId: Type.Optional(id),
  kind: Type.Optional(Type.String({ maxLength: 30, pattern: '^[A-Za-z]*$' })),
  startTime: Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800_000 })),
  endTime: Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800_000 })),
  ...paging,
});
