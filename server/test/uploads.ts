/**
 * Real uploads for tests that attach files: the server takes only references to files the writer
 * uploaded (domains/file/references.ts), so a test uploads through POST /api/file/Uploader/{type}
 * as the app does and keeps what the app keeps of it ({name, fileId, url}, API.md 5.3).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call, multipart } from './helpers.js';

export interface Upload {
  name: string;
  fileId: string;
  url: string;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bytes the uploader accepts for the name's extension (an image must start as one). */
const bytesOf = (filename: string): Buffer => (filename.endsWith('.png')
  ? Buffer.concat([PNG_MAGIC, randomBytes(64)])
  : Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64)]));

/** Uploads `filename` as the token's user; answers the upload as a form keeps it. */
export async function uploadAs(app: FastifyInstance, token: string, filename = 'photo.png', type = filename.endsWith('.png') ? 'annexpic' : 'annex'): Promise<Upload> {
  const body = multipart([{ name: 'file', filename, data: bytesOf(filename) }]);
  const res = await call<{ name: string, url: string }>(app, {
    method: 'POST', url: `/api/file/Uploader/${type}`, payload: body.payload, headers: { ...body.headers, authorization: token },
  });
  if (res.code !== 200 || !res.data) throw new Error(`upload ${filename}: ${res.code} ${res.msg}`);
  return { name: filename, fileId: res.data.name, url: res.data.url };
}

/** A photo list of one upload, as an image field holds it. */
export const photosOf = async (app: FastifyInstance, token: string, filename = 'photo.png'): Promise<Upload[]> => [await uploadAs(app, token, filename)];
