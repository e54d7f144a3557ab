/**
 * A minimal H.264 (Baseline) encoder for the demo cameras: every frame an IDR picture of I_PCM
 * macroblocks, the samples stored as they are. No ffmpeg here and no npm package encodes H.264
 * without native code; I_PCM needs no transform or entropy coding, only the bitstream syntax of
 * ITU-T H.264 (7.3), and every decoder plays it. Frames are small (160x96), so that is cheap.
 */

class BitWriter {
  private bytes: number[] = [];
  private cur = 0;
  private n = 0;

  bit(b: number): void {
    this.cur = (this.cur << 1) | (b & 1);
    if (++this.n === 8) { this.bytes.push(this.cur); this.cur = 0; this.n = 0; }
  }

  bits(value: number, count: number): void {
    for (let i = count - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }

  /** Exp-Golomb ue(v). */
  ue(value: number): void {
    const v = value + 1;
    const len = 32 - Math.clz32(v);
    this.bits(0, len - 1);
    this.bits(v, len);
  }

  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  get aligned(): boolean { return this.n === 0; }

  alignZero(): void { while (this.n !== 0) this.bit(0); }

  byteArray(data: Uint8Array): void {
    if (!this.aligned) throw new Error('byteArray on an unaligned writer');
    for (const b of data) this.bytes.push(b);
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing(): Uint8Array {
    this.bit(1);
    this.alignZero();
    return Uint8Array.from(this.bytes);
  }
}

/** NAL unit with its start code; emulation prevention bytes inserted into the payload. */
function nal(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  const out: number[] = [0, 0, 0, 1, (refIdc << 5) | type];
  let zeros = 0;
  for (const b of rbsp) {
    if (zeros >= 2 && b <= 3) { out.push(3); zeros = 0; }
    out.push(b);
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

export interface YuvFrame {
  width: number;
  height: number;
  /** 4:2:0 planes, samples 16..235 */
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
}

function sps(widthMbs: number, heightMbs: number): Uint8Array {
  const w = new BitWriter();
  w.bits(66, 8); // profile_idc: Baseline
  w.bits(0xc0, 8); // constraint_set0/1: decodable by Baseline and Main decoders
  w.bits(30, 8); // level_idc 3.0
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4
  w.ue(2); // pic_order_cnt_type 2: output in decoding order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(widthMbs - 1);
  w.ue(heightMbs - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(0); // vui_parameters_present_flag
  return nal(3, 7, w.trailing());
}

function pps(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  return nal(3, 8, w.trailing());
}

/** Access unit delimiter: primary_pic_type 0 (I slices). */
const AUD = nal(0, 9, Uint8Array.of(0x10));

function idrSlice(frame: YuvFrame, idrPicId: number): Uint8Array {
  const mbW = frame.width / 16;
  const mbH = frame.height / 16;
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I, every slice of the picture
  w.ue(0); // pic_parameter_set_id
  w.bits(0, 4); // frame_num
  w.ue(idrPicId);
  w.bit(0); // no_output_of_prior_pics_flag
  w.bit(0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: PCM samples are final
  const mb = new Uint8Array(384);
  for (let my = 0; my < mbH; my++) {
    for (let mx = 0; mx < mbW; mx++) {
      w.ue(25); // mb_type I_PCM
      w.alignZero(); // pcm_alignment_zero_bit
      let k = 0;
      for (let r = 0; r < 16; r++) for (let c = 0; c < 16; c++) mb[k++] = frame.y[(my * 16 + r) * frame.width + mx * 16 + c];
      const cw = frame.width / 2;
      for (const plane of [frame.u, frame.v]) {
        for (let r = 0; r < 8; r++) for (let c = 0; c < 8; c++) mb[k++] = plane[(my * 8 + r) * cw + mx * 8 + c];
      }
      w.byteArray(mb);
    }
  }
  return nal(3, 5, w.trailing());
}

/** One access unit (Annex B byte stream): delimiter, parameter sets, the IDR picture. */
export function encodeFrame(frame: YuvFrame, index: number): Uint8Array {
  if (frame.width % 16 || frame.height % 16) throw new Error('frame size must be a multiple of 16');
  const parts = [AUD, sps(frame.width / 16, frame.height / 16), pps(), idrSlice(frame, index % 2)];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}
