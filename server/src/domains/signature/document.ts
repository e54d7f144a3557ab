/**
 * The document an item asks to sign, for a web-view: GET Document/{id} gives the signer a signed
 * link valid 10 minutes, and that link opens the page without a token (a web-view cannot send
 * one). The link is the file domain's signed link under a secret of its own, so a document link
 * opens no file and a file link no document.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { RecordStatus } from '../../workflow/codes.js';
import { summary } from '../../workflow/index.js';
import type { DocumentLink } from '../../../../types/api/signature.js';
import { ensureSecret } from '../file/repo.js';
import { signLink, verifyLink } from '../file/links.js';
import { toDisplay } from '../visualdev/display.js';
import { parseFormConfig, valueFields, type ValueField } from '../visualdev/fields.js';
import { directoryOf } from '../workflow/directory.js';
import { loadFlow, loadTask } from '../workflow/store.js';
import { documentHtml, messageHtml, safeImageSrc, type Cell, type DocumentModel } from './documentHtml.js';
import * as repo from './repo.js';
import { SIGN_MSG } from './signing.js';

export const DOCUMENT_PATH = '/api/Signature/signaturefddservice/Document';
export const DOCUMENT_LINK_TTL_MS = 10 * 60_000;
export const DOCUMENT_MSG = {
  invalid: '文档链接无效,请从签署页面重新打开',
  expired: '文档链接已过期,请从签署页面重新打开',
} as const;

const STATUS_TEXT: Record<number, string> = {
  [RecordStatus.agree]: '同意', [RecordStatus.reject]: '退回', [RecordStatus.transfer]: '转审',
  [RecordStatus.addSign]: '加签', [RecordStatus.addSignBefore]: '加签',
};

// --- the form as cells ------------------------------------------------------------------------

type Row = Record<string, unknown>;

const fileNames = (v: unknown[]): string =>
  v.map((f) => (f && typeof f === 'object' ? String((f as Row).name ?? '') : String(f))).filter(Boolean).join('、');

function plain(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (Array.isArray(v)) return v.map(plain).filter(Boolean).join('、');
  if (typeof v === 'object') {
    const o = v as Row;
    return String(o.fullAddress ?? o.fullName ?? o.name ?? JSON.stringify(v));
  }
  return String(v);
}

function cellOf(f: ValueField, v: unknown): Cell {
  if (f.columns) {
    const rows = Array.isArray(v) ? (v as Row[]) : [];
    return { kind: 'table', head: f.columns.map((c) => c.label), rows: rows.map((r) => f.columns!.map((c) => cellOf(c, r?.[c.vModel]))) };
  }
  if (f.key === 'sign') return { kind: 'images', srcs: safeImageSrc(v) ? [v] : [] };
  if (f.key === 'uploadImg' && Array.isArray(v)) {
    const srcs = v.map((x) => (x && typeof x === 'object' ? (x as Row).url : x)).filter(safeImageSrc);
    return srcs.length ? { kind: 'images', srcs } : { kind: 'text', text: fileNames(v) };
  }
  if (f.key === 'uploadFz' && Array.isArray(v)) return { kind: 'text', text: fileNames(v) };
  return { kind: 'text', text: plain(v) };
}

// --- loading --------------------------------------------------------------------------------------

const noTask = async (db: Db, item: repo.ItemRow): Promise<DocumentModel> =>
  ({ title: item.title, flowName: '', endTime: null, fields: [], records: [], signatures: (await repo.signatureOf(db, item)).map(signature) });

const signature = (s: { name: string; signedAt: Date | null; signImg: string | null }) =>
  ({ name: s.name, signedAt: s.signedAt ? s.signedAt.getTime() : null, signImg: s.signImg });

async function modelOf(db: Db, item: repo.ItemRow): Promise<DocumentModel> {
  const stored = item.taskId ? await loadTask(db, item.taskId) : null;
  if (!stored) return noTask(db, item);
  const loaded = await loadFlow(db, stored.flowId, stored.flowVersion);
  const fields = valueFields(parseFormConfig(loaded.form.propertyJson).fields);
  const { task } = stored.state;
  const [shown] = await toDisplay(db, fields, [task.formData ?? {}]);
  const records = summary(stored.state, await directoryOf(db)).flatMap((node) => node.list.map((r) => ({
    node: node.fullName, user: r.userName, status: STATUS_TEXT[r.handleStatus ?? -1] ?? '', opinion: r.handleOpinion, time: r.handleTime, signImg: r.signImg,
  })));
  return {
    title: task.fullName, flowName: loaded.flow.meta.flowName, endTime: task.endTime,
    fields: fields.map((f) => ({ label: f.label, cell: cellOf(f, shown[f.vModel]) })),
    records, signatures: (await repo.signaturesOf(db, item.taskId!)).map(signature),
  };
}

export interface DocumentPage {
  status: number;
  html: string;
}

export function createDocuments(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  let secret: Promise<string> | null = null;
  const linkSecret = () => (secret ??= ensureSecret(db, 'signDocumentLinkSecret', randomBytes(32).toString('hex')));

  async function link(userId: string, itemId: string): Promise<DocumentLink> {
    const item = await repo.findItem(db, itemId, userId);
    if (!item) throw badRequest(SIGN_MSG.notFound);
    return { url: `${DOCUMENT_PATH}?encryption=${signLink(await linkSecret(), item.id, userId, now(), DOCUMENT_LINK_TTL_MS)}` };
  }

  /** The page, or one saying why not: 403 for a link that is altered or expired, 400 for an item gone since. */
  async function open(encryption: string | undefined): Promise<DocumentPage> {
    const check = encryption ? verifyLink(await linkSecret(), encryption, now()) : null;
    if (!check?.ok) return { status: 403, html: messageHtml(check?.reason === 'expired' ? DOCUMENT_MSG.expired : DOCUMENT_MSG.invalid) };
    const item = await repo.findItem(db, check.fileId, check.userId);
    if (!item) return { status: 400, html: messageHtml(SIGN_MSG.notFound) };
    return { status: 200, html: documentHtml(await modelOf(db, item)) };
  }

  return { link, open };
}

export type Documents = ReturnType<typeof createDocuments>;
