/** Request schemas of /api/video. */
import { Type } from '@fastify/type-provider-typebox';
import { id } from '../task/schemas.js';

export const IdParams = Type.Object({ id });

const url = Type.String({ maxLength: 500 });

export const CameraBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  place: Type.Optional(Type.String({ maxLength: 100 })),
  contractId: Type.Optional(Type.Union([Type.Null(), id])),
  longitude: Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: -180, maximum: 180 })])),
  latitude: Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: -90, maximum: 90 })])),
  hlsUrl: Type.Optional(url),
  flvUrl: Type.Optional(url),
  snapshotUrl: Type.Optional(url),
  online: Type.Optional(Type.Boolean()),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
}, { additionalProperties: false });

export const StreamParams = Type.Object({ scene: Type.String({ pattern: '^[a-z]{1,20}$' }) });
export const SegmentParams = Type.Object({
  scene: Type.String({ pattern: '^[a-z]{1,20}$' }),
  segment: Type.String({ pattern: '^\\d{1,12}\\.ts$' }),
});
