/**
 * Request schemas of /api/Attendance. Shapes only; coordinates, times, photos and people are
 * checked by the service with a message that says which.
 */
import { Type } from '@fastify/type-provider-typebox';

const id = Type.String({ minLength: 1, maxLength: 64 });
const text = (max: number) => Type.String({ maxLength: max });
const month = Type.String({ maxLength: 7 });
const flag = Type.Optional(Type.Integer({ minimum: 0, maximum: 1 }));

export const IdParams = Type.Object({ id });

export const PunchBody = Type.Object({
  clientKey: text(64),
  deviceTime: Type.Number(),
  longitude: Type.Number(),
  latitude: Type.Number(),
  accuracy: Type.Number(),
  address: Type.Optional(text(200)),
  photo: Type.Optional(text(500)),
  workContent: Type.Optional(text(1000)),
  offline: Type.Optional(Type.Boolean()),
});

export const WhereQuery = Type.Object({ longitude: Type.Number(), latitude: Type.Number() });
export const MonthQuery = Type.Object({ month, field: flag, userId: Type.Optional(id) });
export const ReviewQuery = Type.Object({ state: Type.Optional(Type.Enum(['pending', 'done'])) });
export const ReviewBody = Type.Object({ approve: Type.Boolean(), remark: Type.Optional(text(1000)) });

export const EnrolBody = Type.Object({
  userId: id,
  idCard: text(32),
  team: text(200),
  workType: Type.Optional(text(200)),
  mobilePhone: Type.Optional(text(32)),
  facePhoto: text(500),
});
