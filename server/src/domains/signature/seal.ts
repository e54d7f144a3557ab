/** A square red person seal (人名章) drawn as SVG: the name and 印, two columns, read right to left. */

const escapeXml = (s: string): string => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function personSealSvg(name: string): string {
  const chars = [...name.replace(/\s/g, '').slice(0, 3), '印'];
  if (chars.length === 2) chars.splice(1, 0, '之'); // a one-character name: X之印
  const rows = Math.ceil(chars.length / 2);
  const size = 90 / rows;
  // traditional order: right column top-down, then the left column
  const right = chars.slice(0, rows);
  const left = chars.slice(rows);
  const glyph = (c: string, col: number, row: number) =>
    `<text x="${col === 0 ? 82 : 38}" y="${15 + size * (row + 0.5)}" font-size="${size * 0.9}" text-anchor="middle" dominant-baseline="central">${escapeXml(c)}</text>`;
  const texts = [...right.map((c, i) => glyph(c, 0, i)), ...left.map((c, i) => glyph(c, 1, i))].join('');
  return '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">'
    + '<rect x="5" y="5" width="110" height="110" fill="none" stroke="#d9001b" stroke-width="6"/>'
    + `<g fill="#d9001b" font-family="STKaiti,KaiTi,serif">${texts}</g></svg>`;
}

export const svgDataUrl = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
