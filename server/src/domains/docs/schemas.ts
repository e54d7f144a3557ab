/** Request schemas of /api/Docs (types/api/docs.ts). */
import { Type, type Static } from '@fastify/type-provider-typebox';
import type { DocLibrary } from '../../../../types/api/docs.js';

const DOC_LIBRARIES = ['knowledgeBase', 'industryStandard', 'drawPdfs'] as const satisfies readonly DocLibrary[];

const id = Type.String({ minLength: 1, maxLength: 64 });

export const LibraryParams = Type.Object({ library: Type.Union(DOC_LIBRARIES.map((l) => Type.Literal(l))) });
export const DocParams = Type.Object({ library: LibraryParams.properties.library, id });

export const DocQuery = Type.Object({
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  folderId: Type.Optional(Type.String({ maxLength: 64 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type DocQueryType = Static<typeof DocQuery>;

export const DocAdd = Type.Object({
  folderId: Type.String({ maxLength: 64 }),
  title: Type.String({ maxLength: 100 }),
  docNo: Type.Optional(Type.String({ maxLength: 50 })),
  fileId: Type.String({ maxLength: 64 }),
  contractId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type DocAddType = Static<typeof DocAdd>;
