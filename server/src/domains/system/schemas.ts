import { Type } from '@fastify/type-provider-typebox';

const id = Type.String({ minLength: 1, maxLength: 64 });

export const IdParams = Type.Object({ id });
export const EnCodeParams = Type.Object({ enCode: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }) });

/** Area ids are division codes; '-1' asks for the provinces. */
export const AreaParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 12, pattern: '^(-1|\\d{1,12})$' }) });

export const AreaIdsBody = Type.Object({
  idsList: Type.Array(Type.Array(Type.String({ minLength: 1, maxLength: 12 }), { maxItems: 6 }), { maxItems: 200 }),
});

const param = Type.Object({
  field: Type.String({ minLength: 1, maxLength: 64 }),
  defaultValue: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean(), Type.Null()])),
});
const paramList = Type.Optional(Type.Array(param, { maxItems: 20 }));

export const PreviewBody = Type.Object({ paramList });

export const ListBody = Type.Object({
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  paramList,
});

export const InfoByIdsBody = Type.Object({
  ids: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 500 }),
  propsValue: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  paramList,
});

export const CommonWordsQuery = Type.Object({
  type: Type.Optional(Type.Enum(['App', 'Web'])),
});

const text = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const sortCode = Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 }));

export const CommonWordBody = Type.Object({
  commonWordsText: text,
  commonWordsType: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  sortCode,
});

export const CommonWordUpdateBody = Type.Object({ commonWordsText: text, sortCode });
