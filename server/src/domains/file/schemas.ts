import { Type } from '@fastify/type-provider-typebox';
import { UPLOAD_TYPES } from './kinds.js';

const type = Type.Enum(Object.keys(UPLOAD_TYPES));
const name = Type.String({ minLength: 1, maxLength: 64, pattern: '^\\d{8}_[0-9a-f]{32}\\.[a-z0-9]{1,5}$' });

export const UploadParams = Type.Object({ type });
export const FileParams = Type.Object({ type, name });

export const SignedQuery = Type.Object({
  encryption: Type.String({ minLength: 1, maxLength: 1024, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' }),
  name: Type.Optional(Type.String({ maxLength: 200 })),
});

export const PreviewQuery = Type.Object({
  fileName: Type.Optional(name),
  fileVersionId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  fileDownloadUrl: Type.Optional(Type.String({ maxLength: 500 })),
});
