/** Rebar counting's wire shapes: /api/rebar (server/src/domains/rebar). Marks are in the photo's pixels. */

export interface RebarMark { x: number, y: number, r: number }

/** POST /api/rebar/Count {url}: the counter's answer on an uploaded photo. */
export interface RebarCountResult {
  count: number
  marks: RebarMark[]
  width: number
  height: number
}

/** POST /api/rebar/Records: a count saved against a material receipt (an incomingMaterials record). */
export interface RebarRecordBody {
  receiptId: string
  /** the photo as the uploader answered it (/api/file/Image/annexpic/...) */
  url: string
  /** the marks after the user's edits; the saved count is their number */
  marks: RebarMark[]
}

/** GET /api/rebar/Records[?receiptId=]: a saved count. */
export interface RebarRecord {
  id: string
  receiptId: string
  /** the receipt as a list shows it: material, specification, batch */
  receiptName: string
  photoUrl: string
  width: number
  height: number
  machineCount: number
  count: number
  marks: RebarMark[]
  creatorUserId: string
  creatorName: string
  creatorTime: number
}
