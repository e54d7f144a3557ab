/** Request schemas of /api/progress. Quantities and dates are checked by the service, to say in Chinese what is wrong. */
import { Type, type Static } from '@fastify/type-provider-typebox';

const id = Type.String({ minLength: 1, maxLength: 64 });

export const ItemQuery = Type.Object({
  contractId: Type.Optional(id),
  wbsNodeId: Type.Optional(id),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ItemQueryType = Static<typeof ItemQuery>;

export const IdParams = Type.Object({ id });
export const WbsQuery = Type.Object({ contractId: Type.Optional(id) });

export const FillBody = Type.Object({
  itemId: id,
  fillDate: Type.Optional(Type.Unknown()),
  quantity: Type.Optional(Type.Unknown()),
  remark: Type.Optional(Type.String({ maxLength: 500 })),
});
export type FillBodyType = Static<typeof FillBody>;

export const DayQuery = Type.Object({
  /** epoch ms within the day; today when absent */
  date: Type.Optional(Type.Integer({ minimum: 0, maximum: 8_640_000_000_000 })),
  contractId: Type.Optional(id),
});

export const WeekQuery = Type.Object({
  /** epoch ms within the week; this week when absent */
  date: Type.Optional(Type.Integer({ minimum: 0, maximum: 8_640_000_000_000 })),
});
