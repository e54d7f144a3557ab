/**
 * Request schemas of /api/Exam. Shapes and bounds only; what needs the bank, the organisation or
 * the clock (a topic that exists, enough questions, a pass mark within the total, a window still
 * open, people of the section) is checked by the service, with its own message.
 */
import { Type } from '@fastify/type-provider-typebox';

const id = Type.String({ minLength: 1, maxLength: 64 });
const ids = Type.Array(id, { maxItems: 500 });
const count = Type.Integer({ minimum: 0, maximum: 100 });
const point = Type.Integer({ minimum: 0, maximum: 100 });
const epoch = Type.Integer({ minimum: 0, maximum: 4_102_444_800_000 });
const paging = {
  currentPage: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};
const perType = (of: typeof count) => Type.Object({ single: of, multiple: of, judge: of });

export const IdParams = Type.Object({ id });

export const PaperBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  topics: Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { minItems: 1, maxItems: 50 }),
  counts: perType(count),
  points: perType(point),
  durationMinutes: Type.Integer({ minimum: 1, maximum: 300 }),
  passScore: Type.Integer({ minimum: 1, maximum: 10_000 }),
});

export const ExamBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 100 }),
  paperId: id,
  audienceType: Type.Enum(['role', 'unit', 'users']),
  audienceIds: ids,
  startTime: epoch,
  endTime: epoch,
  maxAttempts: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  contractId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
});

export const ExamListQuery = Type.Object({ ...paging, keyword: Type.Optional(Type.String({ maxLength: 100 })) });

export const AudienceQuery = Type.Object({ contractId: Type.Optional(Type.String({ maxLength: 64 })) });

export const AnswerBody = Type.Object({
  seq: Type.Integer({ minimum: 1, maximum: 1000 }),
  answer: Type.Array(Type.String({ minLength: 1, maxLength: 4 }), { maxItems: 10 }),
});

export const SubmitBody = Type.Object({ timeUp: Type.Optional(Type.Boolean()) });

const flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const RecordQuery = Type.Object({
  ...paging,
  mine: Type.Optional(flag),
  examId: Type.Optional(id),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  passed: Type.Optional(flag),
  state: Type.Optional(Type.Enum(['ongoing', 'submitted'])),
});

export const StatisticsQuery = Type.Object({
  groupBy: Type.Enum(['exam', 'unit', 'team'], { default: 'exam' }),
  examId: Type.Optional(id),
});
