/**
 * An MPEG-2 transport stream (ISO/IEC 13818-1) of one H.264 video stream: what an HLS segment
 * holds. PAT and PMT open the segment; each access unit is one PES packet with its PTS, the first
 * TS packet of a keyframe carrying the PCR and the random-access flag.
 */

const PACKET = 188;
const PMT_PID = 0x1000;
const VIDEO_PID = 0x100;

let crcTable: Uint32Array | null = null;

/** CRC-32/MPEG-2 of the PSI sections. */
function crc32(data: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let i = 0; i < 256; i++) {
      let c = i << 24;
      for (let k = 0; k < 8; k++) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1;
      crcTable[i] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const b of data) crc = ((crc << 8) ^ crcTable[((crc >>> 24) ^ b) & 0xff]) >>> 0;
  return crc >>> 0;
}

function psiPacket(pid: number, section: number[]): Uint8Array {
  const crc = crc32(Uint8Array.from(section));
  const body = [0, ...section, crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff];
  const p = new Uint8Array(PACKET).fill(0xff);
  p.set([0x47, 0x40 | (pid >> 8), pid & 0xff, 0x10], 0);
  p.set(body, 4);
  return p;
}

const PAT = psiPacket(0, [0x00, 0xb0, 13, 0x00, 0x01, 0xc1, 0x00, 0x00, 0x00, 0x01, 0xe0 | (PMT_PID >> 8), PMT_PID & 0xff]);
const PMT = psiPacket(PMT_PID, [
  0x02, 0xb0, 18, 0x00, 0x01, 0xc1, 0x00, 0x00,
  0xe0 | (VIDEO_PID >> 8), VIDEO_PID & 0xff, 0xf0, 0x00,
  0x1b, 0xe0 | (VIDEO_PID >> 8), VIDEO_PID & 0xff, 0xf0, 0x00,
]);

function timestamp(prefix: number, t: number): number[] {
  const hi = Math.floor(t / 2 ** 30) & 0x7;
  const mid = Math.floor(t / 2 ** 15) & 0x7fff;
  const lo = t & 0x7fff;
  return [(prefix << 4) | (hi << 1) | 1, mid >> 7, ((mid & 0x7f) << 1) | 1, lo >> 7, ((lo & 0x7f) << 1) | 1];
}

export interface Frame {
  /** Annex B access unit */
  data: Uint8Array;
  /** presentation time, 90 kHz */
  pts: number;
}

/** A transport stream of `frames` (every one a keyframe). */
export function muxSegment(frames: readonly Frame[]): Uint8Array {
  const packets: Uint8Array[] = [PAT, PMT];
  let cc = 0;
  for (const f of frames) {
    const pes = Uint8Array.from([0, 0, 1, 0xe0, 0, 0, 0x80, 0x80, 5, ...timestamp(0x2, f.pts)]);
    const payload = new Uint8Array(pes.length + f.data.length);
    payload.set(pes);
    payload.set(f.data, pes.length);
    let at = 0;
    let first = true;
    while (at < payload.length) {
      const p = new Uint8Array(PACKET);
      // the adaptation field after its length byte; first packet: random_access_indicator + PCR = pts
      let af: number[] | null = first
        ? [0x50, Math.floor(f.pts / 2 ** 25) & 0xff, Math.floor(f.pts / 2 ** 17) & 0xff, Math.floor(f.pts / 2 ** 9) & 0xff,
          Math.floor(f.pts / 2) & 0xff, ((f.pts & 1) << 7) | 0x7e, 0x00]
        : null;
      const left = payload.length - at;
      let room = PACKET - 4 - (af ? af.length + 1 : 0);
      if (left < room) {
        // stuff the adaptation field so that the payload ends the packet
        const pad = room - left;
        if (af) af.push(...new Array<number>(pad).fill(0xff));
        else af = pad === 1 ? [] : [0x00, ...new Array<number>(pad - 2).fill(0xff)];
        room = left;
      }
      p[0] = 0x47;
      p[1] = (first ? 0x40 : 0) | (VIDEO_PID >> 8);
      p[2] = VIDEO_PID & 0xff;
      p[3] = (af ? 0x30 : 0x10) | cc;
      cc = (cc + 1) & 0xf;
      let o = 4;
      if (af) {
        p[o++] = af.length;
        p.set(af, o);
        o += af.length;
      }
      p.set(payload.subarray(at, at + room), o);
      if (o + room !== PACKET) throw new Error(`TS packet of ${o + room} bytes`);
      at += room;
      first = false;
      packets.push(p);
    }
  }
  const out = new Uint8Array(packets.length * PACKET);
  packets.forEach((p, i) => out.set(p, i * PACKET));
  return out;
}
