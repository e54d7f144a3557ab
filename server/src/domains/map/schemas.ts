/** Request schemas of /api/map. */
import { Type, type Static } from '@fastify/type-provider-typebox';

export const ViewQuery = Type.Object({
  /** layer keys, comma separated; every layer when absent */
  layers: Type.Optional(Type.String({ maxLength: 200 })),
});

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const CheckInBody = Type.Object({
  latitude: Type.Number(),
  longitude: Type.Number(),
  accuracy: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
  note: Type.Optional(Type.String({ maxLength: 300 })),
  photos: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 9 })),
});
export type CheckInBodyType = Static<typeof CheckInBody>;

export const GeocodeQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});
