/** Request schemas of /api/smartsite. */
import { Type } from '@fastify/type-provider-typebox';
import { id } from '../task/schemas.js';

export const IdParams = Type.Object({ id });

export const SensorBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  kind: Type.String({ minLength: 1, maxLength: 20 }),
  place: Type.Optional(Type.String({ maxLength: 100 })),
  contractId: Type.Optional(Type.Union([Type.Null(), id])),
  responsible: Type.Array(id, { minItems: 1, maxItems: 20 }),
}, { additionalProperties: false });

/** A device's push: values by metric (checked against the device's kind by the service). */
export const ReadingBody = Type.Object({
  deviceId: id,
  key: Type.String({ minLength: 1, maxLength: 100 }),
  values: Type.Record(Type.String({ maxLength: 20 }), Type.Unknown(), { maxProperties: 10 }),
});

export const SeriesQuery = Type.Object({ metric: Type.String({ minLength: 1, maxLength: 20 }) });

export const AlarmQuery = Type.Object({
  filter: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('today'), Type.Literal('all')])),
});
