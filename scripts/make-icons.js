// Draws the tab bar icons (81x81 PNG, WeChat's recommended size) into src/assets/tabbar/.
// Shapes are simple geometry so the icons need no design tool and stay a few hundred bytes.
// usage: node scripts/make-icons.js
const fs = require('fs')
const path = require('path')
const zlib = require('zlib')

const SIZE = 81
const COLORS = { normal: [0x90, 0x93, 0x99], active: [0x29, 0x79, 0xff] }

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf) => {
  let c = 0xffffffff
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type, data) => {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td))
  return Buffer.concat([len, td, crc])
}
function png (alphaAt, [r, g, b]) {
  const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE)
  for (let y = 0; y < SIZE; y++) {
    raw[y * (SIZE * 4 + 1)] = 0
    for (let x = 0; x < SIZE; x++) {
      // 4x4 supersampling for smooth edges
      let cover = 0
      for (let sy = 0; sy < 4; sy++) for (let sx = 0; sx < 4; sx++) cover += alphaAt(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4) ? 1 : 0
      const o = y * (SIZE * 4 + 1) + 1 + x * 4
      raw[o] = r; raw[o + 1] = g; raw[o + 2] = b; raw[o + 3] = Math.round((cover / 16) * 255)
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(SIZE, 0); ihdr.writeUInt32BE(SIZE, 4)
  ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))
  ])
}

// shape helpers: each returns (x, y) => inside?
const circle = (cx, cy, r) => (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r
const ring = (cx, cy, r, w) => (x, y) => { const d = Math.hypot(x - cx, y - cy); return d <= r && d >= r - w }
const rect = (x0, y0, x1, y1, rad = 0) => (x, y) => {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false
  const cx = Math.min(Math.max(x, x0 + rad), x1 - rad)
  const cy = Math.min(Math.max(y, y0 + rad), y1 - rad)
  return (x - cx) ** 2 + (y - cy) ** 2 <= rad * rad
}
const frame = (x0, y0, x1, y1, rad, w) => {
  const outer = rect(x0, y0, x1, y1, rad)
  const inner = rect(x0 + w, y0 + w, x1 - w, y1 - w, Math.max(rad - w, 0))
  return (x, y) => outer(x, y) && !inner(x, y)
}
const tri = (ax, ay, bx, by, cx, cy) => (x, y) => {
  const s = (px, py, qx, qy) => (x - qx) * (py - qy) - (px - qx) * (y - qy)
  const d1 = s(ax, ay, bx, by); const d2 = s(bx, by, cx, cy); const d3 = s(cx, cy, ax, ay)
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
}
const any = (...fs) => (x, y) => fs.some((f) => f(x, y))
const minus = (a, b) => (x, y) => a(x, y) && !b(x, y)

const ICONS = {
  // speech bubble with three dots
  message: minus(any(rect(12, 16, 69, 56, 10), tri(22, 54, 36, 54, 20, 68)), any(circle(27, 36, 4), circle(40.5, 36, 4), circle(54, 36, 4))),
  // map pin
  map: minus(any(circle(40.5, 32, 19), tri(24, 41, 57, 41, 40.5, 70)), circle(40.5, 32, 8)),
  // 2x2 grid of rounded squares (workbench)
  apply: any(rect(13, 13, 37, 37, 6), rect(44, 13, 68, 37, 6), rect(13, 44, 37, 68, 6), ring(56, 56, 13, 6)),
  // video camera
  video: any(frame(10, 24, 54, 58, 8, 6), tri(56, 41, 72, 28, 72, 54), circle(24, 35, 3.5)),
  // person
  my: any(ring(40.5, 28, 15, 6), minus(rect(14, 48, 67, 76, 18), rect(20, 54, 61, 80, 13)))
}

const out = path.join(__dirname, '..', 'src', 'assets', 'tabbar')
fs.mkdirSync(out, { recursive: true })
for (const [name, shape] of Object.entries(ICONS)) {
  fs.writeFileSync(path.join(out, `${name}.png`), png(shape, COLORS.normal))
  fs.writeFileSync(path.join(out, `${name}-active.png`), png(shape, COLORS.active))
}
console.log(`wrote ${Object.keys(ICONS).length * 2} icons to ${path.relative(process.cwd(), out)}`)
