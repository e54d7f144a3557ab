/**
 * Uploaded files: stored under DATA_DIR/files/{type}/{yyyyMMdd}/{yyyyMMdd}_{32 hex}.{ext} with a
 * row each. The stored name is the file's public handle: 128 random bits, so it cannot be guessed.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { AppError, badRequest, CODE } from '../../lib/errors.js';
import { newId, sha256Hex } from '../../lib/ids.js';
import { chinaDate } from '../system/service.js';
import { contentMatches, extensionFor, isImage, MAGIC_BYTES, mimeOf, PRIVATE_TYPES, UPLOAD_TYPES } from './kinds.js';
import { signLink, verifyLink } from './links.js';
import * as repo from './repo.js';
import { fileKey, type FileStore } from './store.js';

export interface FileDeps {
  db: Db;
  config: Pick<Config, 'dataDir' | 'uploadMaxBytes'>;
  now: () => Date;
  store: FileStore;
}

export interface Uploaded {
  name: string;
  url: string;
  fileVersionId: string;
  fileSize: number;
  fileExtension: string;
  thumbUrl: string;
}

export interface StoredFile {
  stream(): Readable;
  mime: string;
  size: number;
  downloadName: string;
}

const NOT_FOUND = new AppError(CODE.notFound, '文件不存在');
export const STORED_NAME = /^(\d{8})_[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

const humanSize = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)}MB` : bytes >= 1024 ? `${+(bytes / 1024).toFixed(1)}KB` : `${bytes}B`;
const extensionOf = (fileName: string): string => path.extname(fileName).slice(1).toLowerCase();
/** A display name: no folders, no control characters, at most 200 characters. */
export const cleanName = (name: string): string => path.basename(name.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);

/** A download's name: the one asked (cleaned), with the stored file's extension whatever it asked. */
export function downloadNameOf(asked: string, row: { extension: string; storedName: string }): string {
  const base = cleanName(asked).replace(/\.[^.]*$/, '').replace(/[.\s]+$/, '');
  return base && row.extension ? `${base}.${row.extension}` : base || row.storedName;
}

/** Where a link points: images by their public name, other files through the signed download. */
export const imageUrl = (type: string, name: string): string => `/api/file/Image/${type}/${name}`;
export const downloadInfoUrl = (type: string, name: string): string => `/api/file/Download/${type}/${name}`;

export function createFileService({ db, config, now, store }: FileDeps) {
  const keyOf = (row: { type: string; storedName: string }) => fileKey(row.type, row.storedName);
  /** Uploads are received and checked here before they go to the store. */
  const incoming = path.join(config.dataDir, 'incoming');
  let secret: Promise<string> | null = null;
  const linkSecret = () => (secret ??= repo.ensureSecret(db, 'fileLinkSecret', randomBytes(32).toString('hex')));

  /** Streams the part to disk, hashing it; nothing stays on disk when it is refused. */
  async function receive(part: MultipartFile, target: string) {
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (size < MAGIC_BYTES) head.push(chunk);
        size += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const temp = `${target}.part`;
    try {
      await pipeline(part.file, tap, fs.createWriteStream(temp, { flags: 'wx' }));
      if (part.file.truncated) throw badRequest(`file 大小不能超过 ${humanSize(config.uploadMaxBytes)}`);
      if (size === 0) throw badRequest('file 不能为空文件');
      const ext = extensionOf(target);
      if (!contentMatches(ext, Buffer.concat(head))) throw badRequest(`file 内容不是 ${ext} 图片`);
      fs.renameSync(temp, target);
      return { size, sha256: hash.digest('hex') };
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }

  async function upload(type: string, part: MultipartFile, userId: string): Promise<Uploaded> {
    const given = cleanName(part.filename || '');
    const ext = extensionFor(given, part.mimetype);
    const originalName = extensionOf(given) || !ext ? given : `${given || 'file'}.${ext}`;
    const allowed = UPLOAD_TYPES[type] ?? PRIVATE_TYPES[type];
    if (!allowed.includes(ext)) {
      part.file.resume(); // drain, so the request completes
      throw badRequest(type in PRIVATE_TYPES ? `file 须为 ${allowed.join('、')} 文件` : `file 类型不允许,${type} 只接受 ${allowed.join('、')}`);
    }
    const at = now();
    const day = chinaDate(at);
    const storedName = `${day}_${randomBytes(16).toString('hex')}.${ext}`;
    const row = { id: newId(), type, storedName };
    fs.mkdirSync(incoming, { recursive: true });
    const local = path.join(incoming, storedName);
    const { size, sha256 } = await receive(part, local);
    // the bytes are stored before the row names them (a backup or another instance never sees a row without its file)
    try {
      await store.put(keyOf(row), local, mimeOf(ext));
    } finally {
      fs.rmSync(local, { force: true });
    }
    try {
      await repo.insertFile(db, { ...row, name: originalName, size, sha256, mime: mimeOf(ext), extension: ext, userId, createdAt: at });
    } catch (err) {
      await store.remove(keyOf(row)).catch(() => undefined);
      throw err;
    }
    const image = isImage(ext);
    const url = image ? imageUrl(type, storedName) : downloadInfoUrl(type, storedName);
    return { name: storedName, url, fileVersionId: row.id, fileSize: size, fileExtension: ext, thumbUrl: image ? url : '' };
  }

  /**
   * The stored file, served with the type of its stored extension (one of kinds.ts, never HTML or
   * script, whatever the row or the asked name say) under the name asked, its extension replaced
   * by the stored one: `&name=x.html` still downloads the stored .pdf as x.pdf.
   */
  async function opened(row: repo.FileRow, downloadName?: string): Promise<StoredFile> {
    const object = await store.open(keyOf(row));
    if (!object) throw NOT_FOUND;
    return { stream: object.stream, mime: mimeOf(row.extension), size: object.size, downloadName: downloadNameOf(downloadName || row.name, row) };
  }

  /** Public by unguessable name: <img> tags cannot send the Authorization header. */
  async function image(type: string, name: string): Promise<StoredFile> {
    const row = await repo.findFile(db, type, name);
    if (!row || !isImage(row.extension)) throw NOT_FOUND;
    return opened(row);
  }

  async function signedUrl(row: repo.FileRow, userId: string): Promise<string> {
    return `/api/file/Download?encryption=${signLink(await linkSecret(), row.id, userId, now())}`;
  }

  /** Any signed-in user may fetch a file they hold the name of (names travel inside shared records). */
  async function downloadLink(type: string, name: string, userId: string) {
    const row = await repo.findFile(db, type, name);
    if (!row) throw NOT_FOUND;
    return { name: row.name, url: await signedUrl(row, userId) };
  }

  /** The file of a signed link, once (API.md 7): a second use is refused, on any instance. */
  async function openSigned(token: string, downloadName?: string): Promise<StoredFile> {
    const at = now();
    const check = verifyLink(await linkSecret(), token, at);
    if (!check.ok) throw badRequest(check.reason === 'expired' ? '下载链接已过期,请重新获取' : 'encryption 无效');
    const row = await repo.findFileById(db, check.fileId);
    if (!row) throw NOT_FOUND;
    const file = await opened(row, downloadName);
    if (!(await repo.useLink(db, sha256Hex(token), check.expiresAt, at))) throw badRequest('下载链接已使用,请重新获取');
    return file;
  }

  /** A url the app can open to view the file: the image itself, else a signed download. */
  async function previewUrl(q: { fileName?: string; fileVersionId?: string }, userId: string): Promise<string> {
    const row = q.fileVersionId ? await repo.findFileById(db, q.fileVersionId) : await repo.findFileByName(db, q.fileName ?? '');
    if (!row) throw NOT_FOUND;
    return isImage(row.extension) ? imageUrl(row.type, row.storedName) : signedUrl(row, userId);
  }

  /** A file the server made for `userId` (an export), as a one-time signed link under its name. */
  async function storeGenerated(type: keyof typeof PRIVATE_TYPES, name: string, bytes: Buffer, userId: string) {
    const ext = extensionOf(name);
    const at = now();
    const storedName = `${chinaDate(at)}_${randomBytes(16).toString('hex')}.${ext}`;
    const row = { id: newId(), type, storedName };
    // written beside the incoming uploads, then moved into the store, before the row names it (as upload does)
    fs.mkdirSync(incoming, { recursive: true });
    const local = path.join(incoming, storedName);
    fs.writeFileSync(local, bytes, { flag: 'wx' });
    try {
      await store.put(keyOf(row), local, mimeOf(ext));
    } finally {
      fs.rmSync(local, { force: true });
    }
    const inserted = { ...row, name: cleanName(name), size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), mime: mimeOf(ext), extension: ext, userId, createdAt: at };
    try {
      await repo.insertFile(db, inserted);
    } catch (err) {
      await store.remove(keyOf(row)).catch(() => undefined);
      throw err;
    }
    return { name: inserted.name, url: await signedUrl(inserted as repo.FileRow, userId) };
  }

  /** The bytes of a private upload of this user (another's reads as none). */
  async function readOwn(type: keyof typeof PRIVATE_TYPES, storedName: string, userId: string): Promise<{ name: string; bytes: Buffer }> {
    const row = await repo.findFile(db, type, storedName);
    if (!row || row.userId !== userId) throw NOT_FOUND;
    const file = await opened(row);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream()) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return { name: row.name, bytes: Buffer.concat(chunks) };
  }

  return { upload, image, downloadLink, openSigned, previewUrl, storeGenerated, readOwn };
}

export type FileService = ReturnType<typeof createFileService>;
