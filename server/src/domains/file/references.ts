/**
 * References to uploaded files inside what other people open: form upload fields, approval and
 * comment attachments, notice covers and attachments, avatars. A reference is the URL the
 * uploader answered (imageUrl for images, downloadInfoUrl for other files) and nothing else: these
 * values become links and <img> sources in other people's apps, so javascript:, data: and foreign
 * hosts have no place in them. The file must exist and be the writer's own upload, or already be
 * on the record being changed (someone else's photo stays when the record is edited).
 */
import type { Db } from '../../db/index.js';
import { isImage, UPLOAD_TYPES } from './kinds.js';
import * as repo from './repo.js';
import { downloadInfoUrl, imageUrl, STORED_NAME } from './service.js';

export interface FileRef {
  type: string;
  storedName: string;
}

/** What the app keeps of an upload (API.md 5.3: [{name, fileId, url, fileSize?, fileExtension?}]). */
const ITEM_KEYS = new Set(['name', 'fileId', 'url', 'fileSize', 'fileExtension']);
const NAME_MAX = 200;
const URL_MAX = 500;

const OWN_URL = /^\/api\/file\/(?:Image|Download)\/([A-Za-z]{1,20})\/([^/?#]{1,64})$/;

/** The stored file a URL of this server names, exactly as the uploader answered it; null for anything else. */
export function parseFileUrl(url: unknown): FileRef | null {
  if (typeof url !== 'string' || url.length > URL_MAX) return null;
  const m = OWN_URL.exec(url);
  if (!m || !Object.hasOwn(UPLOAD_TYPES, m[1]) || !STORED_NAME.test(m[2])) return null;
  const [, type, storedName] = m;
  const extension = storedName.slice(storedName.lastIndexOf('.') + 1);
  const answered = isImage(extension) ? imageUrl(type, storedName) : downloadInfoUrl(type, storedName);
  return url === answered ? { type, storedName } : null;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Why one entry of a file list is not one: 'format' for its shape, 'url' for where it points. */
function entryProblem(item: unknown): 'format' | 'url' | FileRef {
  if (!isPlainObject(item) || Object.keys(item).some((k) => !ITEM_KEYS.has(k))) return 'format';
  const { name, fileId, url, fileSize, fileExtension } = item;
  if (typeof name !== 'string' || name.length > NAME_MAX) return 'format';
  if (fileSize !== undefined && (typeof fileSize !== 'number' || !Number.isFinite(fileSize) || fileSize < 0)) return 'format';
  if (fileExtension !== undefined && (typeof fileExtension !== 'string' || fileExtension.length > 10)) return 'format';
  const ref = parseFileUrl(url);
  if (!ref) return 'url';
  // the app keeps the stored name as fileId: one that names another file is not this upload
  if (fileId !== undefined && fileId !== ref.storedName) return 'url';
  return ref;
}

/** The files a list names, or what is wrong with it: 'format' (not a list of uploads) or 'url' (a URL that is not this server's file). */
export function fileListRefs(value: unknown, max: number): FileRef[] | 'format' | 'url' | 'tooMany' {
  if (!Array.isArray(value)) return 'format';
  if (value.length > max) return 'tooMany';
  const refs: FileRef[] = [];
  for (const item of value) {
    const ref = entryProblem(item);
    if (typeof ref === 'string') return ref;
    refs.push(ref);
  }
  return refs;
}

/** Stored names of every file a stored value refers to, at any depth (a record's uploads, child tables included). */
export function fileNamesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => fileNamesIn(v, into));
  else if (isPlainObject(value)) {
    const ref = parseFileUrl(value.url);
    if (ref) into.add(ref.storedName);
    Object.values(value).forEach((v) => fileNamesIn(v, into));
  }
  return into;
}

export interface UsableOptions {
  /** the writer */
  userId: string;
  /** stored names already on the record being changed: usable whoever uploaded them */
  onRecord?: ReadonlySet<string>;
  /** images only (photo fields, covers) */
  images?: boolean;
}

export type Unusable = 'missing' | 'notImage' | 'notYours';

/** The references that may not be written, and why: no such file, not an image where one is wanted, or another user's upload. */
export async function unusableFiles(db: Db, refs: readonly FileRef[], opts: UsableOptions): Promise<Array<{ ref: FileRef, reason: Unusable }>> {
  if (refs.length === 0) return [];
  const rows = new Map((await repo.findFilesByNames(db, [...new Set(refs.map((r) => r.storedName))])).map((r) => [r.storedName, r]));
  const reasonOf = (ref: FileRef): Unusable | null => {
    const row = rows.get(ref.storedName);
    if (!row || row.type !== ref.type) return 'missing';
    if (opts.images && !isImage(row.extension)) return 'notImage';
    return row.userId === opts.userId || opts.onRecord?.has(ref.storedName) ? null : 'notYours';
  };
  return refs.flatMap((ref) => {
    const reason = reasonOf(ref);
    return reason ? [{ ref, reason }] : [];
  });
}
