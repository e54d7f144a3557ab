/**
 * The signed document as one self-contained, mobile-friendly HTML page: the task, its form, the
 * approval records and the signatures. Every value is escaped; images are drawn only from data
 * URLs of image types or the server's own public image path, and the page's CSP allows nothing
 * else (no script, no outside request).
 */
import { formatDate } from '../visualdev/display.js';

/** One form value as the page shows it. */
export type Cell =
  | { kind: 'text'; text: string }
  | { kind: 'images'; srcs: string[] }
  | { kind: 'table'; head: string[]; rows: Cell[][] };

export interface DocumentModel {
  title: string;
  flowName: string;
  /** when the task was approved, epoch ms */
  endTime: number | null;
  fields: Array<{ label: string; cell: Cell }>;
  records: Array<{ node: string; user: string; status: string; opinion: string; time: number | null; signImg: string }>;
  signatures: Array<{ name: string; signedAt: number | null; signImg: string | null }>;
}

export const DOCUMENT_CSP = "default-src 'none'; img-src data: 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const SAFE_DATA_URL = /^data:image\/(?:png|svg\+xml|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const SAFE_IMAGE_PATH = /^\/api\/file\/Image\/[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+$/;

export const safeImageSrc = (src: unknown): src is string =>
  typeof src === 'string' && (SAFE_DATA_URL.test(src) || SAFE_IMAGE_PATH.test(src));

const img = (src: string | null | undefined, cls: string): string =>
  (safeImageSrc(src) ? `<img class="${cls}" src="${escapeHtml(src)}" alt="">` : '');
const time = (ms: number | null): string => (ms === null ? '' : `<time>${escapeHtml(formatDate(ms, true))}</time>`);
const orDash = (html: string): string => html || '<span class="none">—</span>';

function cellHtml(cell: Cell): string {
  if (cell.kind === 'text') return orDash(escapeHtml(cell.text));
  if (cell.kind === 'images') return orDash(cell.srcs.map((s) => img(s, 'pic')).join(''));
  const head = cell.head.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const rows = cell.rows.map((r) => `<tr>${r.map((c) => `<td>${cellHtml(c)}</td>`).join('')}</tr>`).join('');
  return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

function fieldsHtml(m: DocumentModel): string {
  if (m.fields.length === 0) return '';
  const rows = m.fields.map((f) => `<div class="field"><dt>${escapeHtml(f.label)}</dt><dd>${cellHtml(f.cell)}</dd></div>`).join('');
  return `<section><h2>表单内容</h2><dl>${rows}</dl></section>`;
}

function recordsHtml(m: DocumentModel): string {
  if (m.records.length === 0) return '';
  const items = m.records.map((r) => '<li>'
    + `<div class="line"><b>${escapeHtml(r.node)}</b><span>${escapeHtml(r.user)}</span><span class="status">${escapeHtml(r.status)}</span>${time(r.time)}</div>`
    + (r.opinion ? `<p>${escapeHtml(r.opinion)}</p>` : '') + img(r.signImg, 'sign') + '</li>').join('');
  return `<section><h2>审批记录</h2><ol class="records">${items}</ol></section>`;
}

function signaturesHtml(m: DocumentModel): string {
  const items = m.signatures.map((s) => '<li>'
    + `<div class="line"><b>${escapeHtml(s.name)}</b>${s.signedAt === null ? '<span class="waiting">待签署</span>' : time(s.signedAt)}</div>`
    + (s.signedAt === null ? '' : img(s.signImg, 'sign')) + '</li>').join('');
  return `<section><h2>签署</h2><ul class="signs">${items}</ul></section>`;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;background:#f5f6f7;color:#303133;font:15px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif}
main{max-width:760px;margin:0 auto;padding:12px}header,section{background:#fff;border-radius:8px;padding:12px 14px;margin-bottom:12px}
h1{font-size:18px;margin:0 0 4px}h2{font-size:15px;margin:0 0 8px;color:#2979ff}.meta{margin:0;color:#909399;font-size:13px}
dl{margin:0}.field{display:flex;gap:8px;padding:6px 0;border-bottom:1px solid #f0f0f0}.field:last-child{border-bottom:0}
dt{flex:0 0 34%;color:#606266}dd{flex:1;margin:0;word-break:break-all;min-width:0}.none{color:#c0c4cc}
.scroll{overflow-x:auto}table{border-collapse:collapse;font-size:13px;min-width:100%}th,td{border:1px solid #ebeef5;padding:4px 6px;text-align:left}th{background:#fafafa}
ol,ul{list-style:none;margin:0;padding:0}li{padding:8px 0;border-bottom:1px solid #f0f0f0}li:last-child{border-bottom:0}
.line{display:flex;flex-wrap:wrap;gap:4px 10px;align-items:baseline}time{color:#909399;font-size:12px}.status{color:#19be6b}.waiting{color:#ff9900}
p{margin:4px 0;white-space:pre-wrap}img.sign{display:block;max-width:200px;max-height:90px;margin-top:4px}img.pic{max-width:96px;max-height:96px;margin:2px 4px 2px 0}`;

export function documentHtml(m: DocumentModel): string {
  const meta = [m.flowName, m.endTime === null ? '' : `审批通过于 ${formatDate(m.endTime, true)}`].filter(Boolean).join(' · ');
  return '<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8">'
    + '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer">'
    + `<title>${escapeHtml(m.title)}</title><style>${STYLE}</style></head><body><main>`
    + `<header><h1>${escapeHtml(m.title)}</h1>${meta ? `<p class="meta">${escapeHtml(meta)}</p>` : ''}</header>`
    + fieldsHtml(m) + recordsHtml(m) + signaturesHtml(m) + '</main></body></html>';
}

/** A page that only says why the document is not shown (the link expired, was altered, ...). */
export function messageHtml(msg: string): string {
  return '<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8">'
    + `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(msg)}</title><style>${STYLE}</style></head>`
    + `<body><main><header><h1>${escapeHtml(msg)}</h1></header></main></body></html>`;
}
