/**
 * A small PDF writer for the demo libraries' documents: A4 or A3 pages of text lines (Helvetica:
 * Latin text only; the documents' Chinese titles live in the library rows) and line drawings
 * (a drawing's frame, title block and elevation), valid enough for pdf.js and WeChat's viewer.
 */

export interface PdfText { x: number, y: number, size: number, text: string, bold?: boolean }
/** A polyline in points; closed draws back to its first point. */
export interface PdfLine { points: Array<[number, number]>, width?: number, closed?: boolean, fill?: boolean, gray?: number }
export interface PdfPage { width?: number, height?: number, texts: PdfText[], lines?: PdfLine[] }

const escape = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, (c) => `\\${c}`);

function contentOf(page: PdfPage): string {
  const ops: string[] = [];
  for (const l of page.lines ?? []) {
    if (l.points.length < 2) continue;
    const [first, ...rest] = l.points;
    const g = (l.gray ?? 0).toFixed(2);
    ops.push(`${(l.width ?? 1).toFixed(2)} w ${g} G ${g} g ${first[0]} ${first[1]} m ${rest.map(([x, y]) => `${x} ${y} l`).join(' ')} ${l.fill ? 'f' : l.closed ? 's' : 'S'}`);
  }
  ops.push('0 g');
  for (const t of page.texts) ops.push(`BT /${t.bold ? 'F2' : 'F1'} ${t.size} Tf ${t.x} ${t.y} Td (${escape(t.text)}) Tj ET`);
  return ops.join('\n');
}

export function writePdf(pages: readonly PdfPage[], title = ''): Buffer {
  if (pages.length === 0) throw new Error('a PDF has at least one page');
  // 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then each page and its contents
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${6 + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Producer (SiteFlow) /Title (${escape(title)}) >>`,
  ];
  pages.forEach((p, i) => {
    const stream = contentOf(p);
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${p.width ?? 595} ${p.height ?? 842}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + 2 * i} 0 R >>`);
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Text pages: a heading, then paragraphs wrapped to the page, as many A4 pages as they take. */
export function textDocument(heading: string, subtitle: string, paragraphs: readonly string[]): Buffer {
  const pages: PdfPage[] = [];
  let page: PdfPage = { texts: [], lines: [] };
  let y = 770;
  const newPage = () => { pages.push(page); page = { texts: [], lines: [] }; y = 790; };
  page.texts.push({ x: 56, y: 790, size: 18, bold: true, text: heading }, { x: 56, y: 770, size: 10, text: subtitle });
  page.lines!.push({ points: [[56, 760], [539, 760]], width: 1 });
  y = 735;
  for (const p of paragraphs) {
    const words = p.split(' ');
    let line = '';
    const flush = () => {
      if (y < 60) newPage();
      page.texts.push({ x: 56, y, size: 11, text: line });
      y -= 16;
      line = '';
    };
    for (const w of words) {
      if ((line + ' ' + w).length > 88) flush();
      line = line ? `${line} ${w}` : w;
    }
    if (line) flush();
    y -= 8;
  }
  pages.push(page);
  pages.forEach((pg, i) => pg.texts.push({ x: 500, y: 30, size: 9, text: `${i + 1} / ${pages.length}` }));
  return writePdf(pages, heading);
}

/**
 * A bridge pier drawing (A3 landscape): the frame, the title block with the drawing number, and
 * the pier's elevation (pile cap, column, cap beam, piles) with its dimensions; then a page of notes.
 */
export function pierDrawing(o: { drawingNo: string, title: string, project: string, scale: string, notes: readonly string[] }): Buffer {
  const W = 1191;
  const H = 842;
  const frame: PdfLine[] = [
    { points: [[20, 20], [W - 20, 20], [W - 20, H - 20], [20, H - 20]], closed: true, width: 2 },
    // title block
    { points: [[W - 420, 20], [W - 420, 140], [W - 20, 140]], width: 1.5 },
    { points: [[W - 420, 100], [W - 20, 100]] },
    { points: [[W - 420, 60], [W - 20, 60]] },
    { points: [[W - 220, 20], [W - 220, 100]] },
  ];
  const cx = 480;
  const ground = 330;
  const pier: PdfLine[] = [
    // pile cap
    { points: [[cx - 220, ground], [cx + 220, ground], [cx + 220, ground - 90], [cx - 220, ground - 90]], closed: true, width: 2 },
    // piles
    ...[-160, -55, 55, 160].map((dx): PdfLine => ({ points: [[cx + dx - 25, ground - 90], [cx + dx - 25, 60], [cx + dx + 25, 60], [cx + dx + 25, ground - 90]], width: 1.2 })),
    // columns
    ...[-90, 90].map((dx): PdfLine => ({ points: [[cx + dx - 35, ground], [cx + dx - 35, 640], [cx + dx + 35, 640], [cx + dx + 35, ground]], width: 2 })),
    // cap beam
    { points: [[cx - 250, 640], [cx + 250, 640], [cx + 250, 720], [cx - 250, 720]], closed: true, width: 2, fill: true, gray: 0.75 },
    { points: [[cx - 250, 640], [cx + 250, 640], [cx + 250, 720], [cx - 250, 720]], closed: true, width: 2 },
    // ground line and dimension lines
    { points: [[140, ground + 8], [820, ground + 8]], width: 0.8, gray: 0.4 },
    { points: [[cx - 250, 750], [cx + 250, 750]], width: 0.6 },
    { points: [[cx - 250, 742], [cx - 250, 758]], width: 0.6 },
    { points: [[cx + 250, 742], [cx + 250, 758]], width: 0.6 },
    { points: [[860, ground], [860, 720]], width: 0.6 },
    { points: [[852, ground], [868, ground]], width: 0.6 },
    { points: [[852, 720], [868, 720]], width: 0.6 },
  ];
  const texts: PdfText[] = [
    { x: cx - 40, y: 760, size: 12, text: '1250 cm' },
    { x: 872, y: 520, size: 12, text: '1180 cm' },
    { x: cx - 60, y: ground - 50, size: 12, text: 'PILE CAP C35' },
    { x: cx - 45, y: 675, size: 12, text: 'CAP BEAM C40' },
    { x: cx - 10, y: 480, size: 11, text: 'COLUMN D=1.6m C40' },
    { x: cx - 190, y: 40, size: 11, text: '4 x bored piles D=1.5m, L=38m' },
    { x: 60, y: H - 60, size: 20, bold: true, text: `ELEVATION  ${o.scale}` },
    { x: W - 410, y: 115, size: 14, bold: true, text: o.title },
    { x: W - 410, y: 78, size: 10, text: o.project },
    { x: W - 410, y: 36, size: 10, text: `Scale ${o.scale}` },
    { x: W - 210, y: 78, size: 10, text: 'Drawing No.' },
    { x: W - 210, y: 36, size: 16, bold: true, text: o.drawingNo },
  ];
  const notes: PdfPage = {
    width: W, height: H,
    lines: [{ points: [[20, 20], [W - 20, 20], [W - 20, H - 20], [20, H - 20]], closed: true, width: 2 }],
    texts: [
      { x: 60, y: H - 70, size: 18, bold: true, text: `NOTES  ${o.drawingNo}` },
      ...o.notes.map((n, i): PdfText => ({ x: 60, y: H - 110 - i * 22, size: 12, text: `${i + 1}. ${n}` })),
    ],
  };
  return writePdf([{ width: W, height: H, lines: [...frame, ...pier], texts }, notes], `${o.drawingNo} ${o.title}`);
}
