/**
 * POST /api/internal/backup: `npm run backup` asks the running server for the backup, because an
 * embedded database (PGlite) is open in one process only, and only that process can take a
 * consistent copy while it serves. Registered by main.ts on the embedded database only. The
 * credential is the secret main.ts keeps in DATA_DIR/control.json, readable by the server's own
 * user: whoever can read it can read the data folder anyway.
 */
import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, CODE } from '../lib/errors.js';
import { writeBackup } from './backup.js';

export const BACKUP_URL = '/api/internal/backup';
export const CONTROL_HEADER = 'x-siteflow-control';

const BackupBody = Type.Object({ dir: Type.String({ minLength: 1, maxLength: 1000 }) });

export interface BackupRouteOptions {
  secret: string;
  dump: () => Promise<Blob>;
}

export default async function backupRoutes(fastify: FastifyInstance, { secret, dump }: BackupRouteOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const expected = Buffer.from(secret);
  let running = false;

  app.post(BACKUP_URL, { schema: { body: BackupBody } }, async (request, reply) => {
    const given = Buffer.from(String(request.headers[CONTROL_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError(CODE.tokenInvalid, '未授权的控制请求');
    const { dir } = request.body;
    if (!path.isAbsolute(dir)) throw badRequest('备份目录必须是绝对路径');
    if (running) throw badRequest('已有备份正在进行,请稍后再试');
    running = true;
    try {
      return reply.ok(await writeBackup(dir, { kind: 'pglite', dump }, app.config.dataDir));
    } catch (err) {
      throw badRequest(`备份失败:${(err as Error).message}`);
    } finally {
      running = false;
    }
  });
}
