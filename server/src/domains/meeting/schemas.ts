/** Request schemas of /api/transaction/Meeting. */
import { Type } from '@fastify/type-provider-typebox';
import { FormData, id, paging } from '../task/schemas.js';

export const IdParams = Type.Object({ id });
export const DecisionParams = Type.Object({ id, decisionId: id });

export const ListQuery = Type.Object({
  ...paging,
  tab: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('upcoming'), Type.Literal('ended'), Type.Literal('mine'), Type.Literal('draft')])),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});

export const SaveBody = Type.Object({ data: FormData, draft: Type.Optional(Type.Boolean()) });
export const MinutesBody = Type.Object({ data: FormData, publish: Type.Optional(Type.Boolean()) });
export const DecisionBody = Type.Object({ data: FormData });
