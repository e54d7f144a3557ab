/** Request schemas of /api/transaction/Task. */
import { Type, type Static } from '@fastify/type-provider-typebox';

export const id = Type.String({ minLength: 1, maxLength: 64 });
export const paging = {
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export const IdParams = Type.Object({ id });
export const AuditParams = Type.Object({ id, userId: id });

const listQuery = <T extends string>(tabs: readonly T[]) => Type.Object({
  ...paging,
  tab: Type.Optional(literals(tabs)),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export const PublishedQuery = listQuery(['all', 'ongoing', 'auditing', 'done', 'overdue', 'draft'] as const);
export const MineQuery = listQuery(['all', 'pending', 'working', 'auditing', 'done', 'overdue'] as const);
export const AuditQuery = listQuery(['todo', 'done'] as const);

/** A form's values: the object, or its JSON as online-dev records send it. */
export const FormData = Type.Union([Type.String({ minLength: 2, maxLength: 1_000_000 }), Type.Record(Type.String(), Type.Unknown())]);

export const SaveBody = Type.Object({
  data: FormData,
  /** keep it as a draft (seen by its author only, checked for kinds and sizes only) */
  draft: Type.Optional(Type.Boolean()),
});
export type SaveBodyType = Static<typeof SaveBody>;

export const ReportBody = Type.Object({ data: FormData });

export const AuditBody = Type.Object({
  pass: Type.Boolean(),
  reason: Type.Optional(Type.String({ maxLength: 2000 })),
});
