/** Request schemas of /api/engineering/Process. */
import { Type, type Static } from '@fastify/type-provider-typebox';

const id = Type.String({ minLength: 1, maxLength: 64 });
const STATES = ['waiting', 'ready', 'draft', 'inspecting', 'failed', 'passed'] as const;

export const BoardQuery = Type.Object({
  contractId: Type.Optional(id),
  state: Type.Optional(Type.Union(STATES.map((s) => Type.Literal(s)))),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type BoardQueryType = Static<typeof BoardQuery>;

export const IdParams = Type.Object({ id });
