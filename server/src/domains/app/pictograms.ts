/**
 * Tile pictograms: the Lucide icons the catalog's modules name (propertyJson.pictogram), served as
 * SVG in one colour. Served by the server, not bundled, so the app's main package carries none of
 * them and an administrator's choice of icon needs no new app build.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ICONS = path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-static/package.json')), 'icons');
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const cache = new Map<string, string>();

/** Whether `name` can name an icon of the set (menus' propertyJson.pictogram, the URL's name). */
export const isPictogramName = (name: unknown): name is string => typeof name === 'string' && NAME.test(name);

/** The SVG of icon `name` drawn in `color` (hex, default white); null when there is no such icon. */
export function pictogramSvg(name: string, color = 'fff'): string | null {
  if (!NAME.test(name) || !COLOR.test(color)) return null;
  const hex = `#${color.replace('#', '').toLowerCase()}`;
  const key = `${name}|${hex}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const file = path.join(ICONS, `${name}.svg`);
  if (!fs.existsSync(file)) return null;
  const svg = fs.readFileSync(file, 'utf8').replace(/stroke="currentColor"/g, `stroke="${hex}"`);
  cache.set(key, svg);
  return svg;
}
