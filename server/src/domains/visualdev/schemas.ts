/**
 * Request schemas of /api/visualdev. Bodies accept fields they do not know: the JNPF client sends
 * FlowModel fields beside a record's data when the module has a flow.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';

const id = Type.String({ minLength: 1, maxLength: 64 });
const paging = {
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 20 })),
};

export const ModelParams = Type.Object({ modelId: id });
export const RecordParams = Type.Object({ modelId: id, id });

export const ListBody = Type.Object({
  ...paging,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(Type.Union([Type.Literal('desc'), Type.Literal('asc'), Type.Literal('')])),
  sidx: Type.Optional(Type.String({ maxLength: 64 })),
  /** JSON of {field: value}; v3.2 sent it as `json` */
  queryJson: Type.Optional(Type.String({ maxLength: 10_000 })),
  json: Type.Optional(Type.String({ maxLength: 10_000 })),
  menuId: Type.Optional(Type.String({ maxLength: 64 })),
  superQueryJson: Type.Optional(Type.String({ maxLength: 10_000 })),
  /**
   * SiteFlow addition: the id of the last record the client holds; in the default order (no sidx)
   * the page starts right after it (keyset), currentPage only echoed. Unknown: paged by currentPage.
   */
  lastId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type ListBodyType = Static<typeof ListBody>;

/** `data` is the JSON string of the form data (API.md 5.1), not an object. */
export const SaveBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  data: Type.String({ minLength: 2, maxLength: 1_000_000 }),
  status: Type.Optional(Type.Union([Type.String({ maxLength: 2 }), Type.Integer()])),
  flowUrgent: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  candidateList: Type.Optional(Type.Record(Type.String(), Type.Array(id))),
  branchList: Type.Optional(Type.Array(id)),
  copyIds: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type SaveBodyType = Static<typeof SaveBody>;

export const BatchDeleteBody = Type.Object({ ids: Type.Array(id, { minItems: 1, maxItems: 500 }) });

export const FieldDataQuery = Type.Object({
  ...paging,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  /** the field shown in the picker */
  relationField: Type.Optional(Type.String({ maxLength: 64 })),
});
