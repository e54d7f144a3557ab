import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest } from '../../lib/errors.js';
import * as S from './schemas.js';
import { createFileService, type StoredFile } from './service.js';

const asciiName = (name: string): string => name.replace(/[^\x20-\x7e]|["\\]/g, '_');
/** RFC 5987 value: encodeURIComponent leaves ' ( ) * as they are, which the syntax does not allow. */
const extValue = (name: string): string => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function sendFile(reply: FastifyReply, file: StoredFile, disposition: 'inline' | 'attachment') {
  const header = disposition === 'inline' ? 'inline'
    : `attachment; filename="${asciiName(file.downloadName)}"; filename*=UTF-8''${extValue(file.downloadName)}`;
  return reply.code(200).type(file.mime).header('content-length', file.size).header('content-disposition', header)
    .header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=86400')
    .send(file.stream());
}

/** /api/file (API.md 7 Files): upload, images, signed downloads, preview. */
export default async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const files = createFileService({ db: app.db, config: app.config, now: app.now, store: app.fileStore });

  app.post('/api/file/Uploader/:type', { schema: { params: S.UploadParams } }, async (request, reply) => {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw badRequest('file 不能为空,请以 multipart/form-data 的 file 字段上传');
    }
    return reply.ok(await files.upload(request.params.type, part, request.user.id), '上传成功');
  });

  // public (see plugins/auth.ts): the name is 128 random bits
  app.get('/api/file/Image/:type/:name', { schema: { params: S.FileParams } },
    async (request, reply) => sendFile(reply, await files.image(request.params.type, request.params.name), 'inline'));

  app.get('/api/file/Download/:type/:name', { schema: { params: S.FileParams } },
    async (request, reply) => reply.ok(await files.downloadLink(request.params.type, request.params.name, request.user.id)));

  // public: the signed, expiring link is the credential
  app.get('/api/file/Download', { schema: { querystring: S.SignedQuery } },
    async (request, reply) => sendFile(reply, await files.openSigned(request.query.encryption, request.query.name), 'attachment'));

  app.get('/api/file/Uploader/Preview', { schema: { querystring: S.PreviewQuery } }, async (request, reply) => {
    if (!request.query.fileName && !request.query.fileVersionId) throw badRequest('fileName 不能为空');
    return reply.ok(await files.previewUrl(request.query, request.user.id));
  });
}
