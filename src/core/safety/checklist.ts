/**
 * A checklist inspection being walked (现场检查): the rows of the chosen checklist, each judged
 * 合格 / 不合格 / 不涉及, a failed one with what was seen and a photo, then saved as a record of the
 * checklistInspection module. A failed item raises a hazard report prefilled from it.
 */
import type { InspectionFailure } from '../../../types/api/safety'

export type CheckResult = 'pass' | 'fail' | 'na'
export const RESULT_NAMES: Record<CheckResult, string> = { pass: '合格', fail: '不合格', na: '不涉及' }

export interface UploadRef { name: string, fileId: string, url: string }

export interface CheckRow {
  itemCode: string
  item: string
  result: CheckResult | ''
  note: string
  photos: UploadRef[]
}

export interface InspectionWalk {
  checklist: string
  checklistName: string
  checkType: string
  checkDate: number
  contractId: string
  wbsPart: string
  rows: CheckRow[]
  conclusion: string
}

export const CHECK_TYPES: Array<[string, string]> = [['daily', '日常巡查'], ['special', '专项检查'], ['holiday', '节前检查'], ['seasonal', '季节性检查']]

/** A new walk of a checklist (a root of the safetyChecklist dictionary and its items). */
export function startWalk (checklist: { enCode: string, fullName: string, items: Array<{ enCode: string, fullName: string }> }, today: number, contractId: string): InspectionWalk {
  return {
    checklist: checklist.enCode,
    checklistName: checklist.fullName,
    checkType: 'daily',
    checkDate: today,
    contractId,
    wbsPart: '',
    rows: checklist.items.map((i) => ({ itemCode: i.enCode, item: i.fullName, result: '', note: '', photos: [] })),
    conclusion: ''
  }
}

export const tally = (rows: CheckRow[]) => ({
  pass: rows.filter((r) => r.result === 'pass').length,
  fail: rows.filter((r) => r.result === 'fail').length,
  na: rows.filter((r) => r.result === 'na').length,
  open: rows.filter((r) => r.result === '').length
})

/** What keeps the walk from being saved, the first thing first; null when it may be. */
export function walkError (w: InspectionWalk): string | null {
  if (!w.contractId) return '请选择合同段'
  if (!w.wbsPart.trim()) return '请填写检查部位'
  for (const [i, r] of w.rows.entries()) {
    const name = `第${i + 1}项`
    if (!r.result) return `${name}「${r.item}」还未检查`
    if (r.result === 'fail' && !r.note.trim()) return `${name}不合格，请描述发现的问题`
    if (r.result === 'fail' && r.photos.length === 0) return `${name}不合格，请拍摄现场照片`
  }
  return null
}

/** The conclusion written for the inspector when they leave it empty. */
export function conclusionOf (rows: CheckRow[]): string {
  const t = tally(rows)
  return `共检查 ${rows.length} 项：合格 ${t.pass} 项，不合格 ${t.fail} 项，不涉及 ${t.na} 项。`
}

/** The record of the checklistInspection module (its form's fields). */
export function recordOf (w: InspectionWalk): Record<string, unknown> {
  return {
    checklist: w.checklist,
    checkType: w.checkType,
    checkDate: w.checkDate,
    contractName: w.contractId,
    wbsPart: w.wbsPart.trim(),
    items: w.rows.map((r) => ({
      itemCode: r.itemCode, item: r.item, result: r.result, note: r.result === 'fail' ? r.note.trim() : '', photos: r.result === 'fail' ? r.photos : []
    })),
    conclusion: w.conclusion.trim() || conclusionOf(w.rows)
  }
}

/** The hazard category a checklist's failures usually are. */
const CHECKLIST_CATEGORY: Record<string, string> = {
  tempPower: 'electric', height: 'fall', deepPit: 'collapse', lifting: 'lifting', scaffold: 'collapse', fire: 'fire', machinery: 'machinery', civilized: 'civilized'
}

const lastSegment = (path: string): string => path.split('/').map((s) => s.trim()).filter(Boolean).pop() ?? ''

/** The hazard report a failed item raises: its photos, place and item taken over, the rest for the reporter. */
export function hazardFromFailure (f: InspectionFailure): Record<string, unknown> {
  const problem = f.note.trim() || `${f.item}不符合要求`
  return {
    title: problem.slice(0, 50),
    ...(CHECKLIST_CATEGORY[f.checklist] ? { hazardCategory: CHECKLIST_CATEGORY[f.checklist] } : {}),
    ...(f.contractId ? { contractName: f.contractId } : {}),
    wbsPart: f.wbsPart,
    location: lastSegment(f.wbsPart),
    description: `${problem}（${f.checklistName}检查项：${f.item}）`,
    photos: f.photos,
    sourceInspection: f.inspectionId,
    checkItem: f.item
  }
}
