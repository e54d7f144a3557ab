/** Request schemas of /api/safety. */
import { Type, type Static } from '@fastify/type-provider-typebox';

const id = Type.String({ minLength: 1, maxLength: 64 });
const flag = Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('')]));
/** epoch ms of a day */
const day = Type.Optional(Type.Integer({ minimum: 0, maximum: 8_640_000_000_000 }));
const paging = {
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

const STATES = ['draft', 'rectifying', 'reviewing', 'closing', 'inApproval', 'closed', 'returned', 'withdrawn', 'terminated', 'suspended', 'open'] as const;

export const HazardListQuery = Type.Object({
  ...paging,
  state: Type.Optional(Type.Union(STATES.map((s) => Type.Literal(s)))),
  level: Type.Optional(Type.String({ maxLength: 8 })),
  overdue: flag,
  contractId: Type.Optional(id),
  area: Type.Optional(Type.String({ maxLength: 100 })),
  start: day,
  end: day,
  mine: flag,
  todo: flag,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  /** 'deadline': the nearest deadline of what is open first; else the newest report first */
  order: Type.Optional(Type.Union([Type.Literal('newest'), Type.Literal('deadline')])),
});
export type HazardListQueryType = Static<typeof HazardListQuery>;

export const IdParams = Type.Object({ id });

export const InspectionQuery = Type.Object({
  ...paging,
  inspectionId: Type.Optional(id),
  open: flag,
  today: flag,
});
export type InspectionQueryType = Static<typeof InspectionQuery>;

export const RiskQuery = Type.Object({ contractId: Type.Optional(id) });
export const ProposalQuery = Type.Object({ pending: flag });

export const DangerSourceQuery = Type.Object({
  ...paging,
  contractId: Type.Optional(id),
  grade: Type.Optional(Type.Union([Type.Literal('major'), Type.Literal('large'), Type.Literal('general'), Type.Literal('low'), Type.Literal('')])),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type DangerSourceQueryType = Static<typeof DangerSourceQuery>;
