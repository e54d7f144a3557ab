/**
 * Launching a flow from the process centre (API.md 4.1): the flow screen's config and query, the
 * launchable flows grouped by category, what a tap on one leads to. What the tab pages need of
 * core/workflow.ts, which re-exports it, apart so the mini-program's main package does not carry
 * the rest of the approval rules (issue 12). Pure.
 */
import type { FlowTemplateListItem, FlowVersionItem } from '../../types/api/workflow'
import { encodeJsonBase64 } from './base64'
import { OP_TYPE, type OpType } from './constants'
import { pictogramName, tileText, type MenuSection } from './menu'
import type { FlowConfig } from './message'
import { THEME_COLORS } from './theme'
import { isHexColor } from './tree'

export const FLOW_BEFORE_PATH = 'pages/workFlow/flowBefore/index' as const

/** The flow screen's config (the shape a flow message opens it with, src/core/message.ts);
 *  hideCancelBtn only comes with messages. */
export type FlowBeforeConfig = Omit<FlowConfig, 'hideCancelBtn' | 'opType'> & { opType: OpType, hideCancelBtn?: boolean }

/** A new launch of a flow version: no task yet (id ''; the detail call sends 0 and the flowId). */
export function newLaunchConfig (version: Pick<FlowVersionItem, 'id' | 'fullName'>): FlowBeforeConfig {
  return { id: '', enCode: '', flowId: version.id, formType: 0, opType: OP_TYPE.launch, status: 0, taskNodeId: '', fullName: version.fullName, taskId: '' }
}

/** The navigation query of the flow screen: config = base64(JSON) (API.md §1). */
export const flowBeforeQuery = (config: FlowBeforeConfig): { config: string } => ({ config: encodeJsonBase64(config) })

export interface Category {
  id: string
  fullName: string
}

export const UNCATEGORISED = '其他'

/**
 * Sections of launchable flows by category (WorkFlowCategory dictionary), in the dictionary's
 * order; a category the dictionary does not know shows under its id, after the known ones.
 */
export function groupTemplates (templates: FlowTemplateListItem[], categories: Category[]): Array<MenuSection<FlowTemplateListItem>> {
  const order = new Map(categories.map((c, i) => [c.id, i]))
  const names = new Map(categories.map((c) => [c.id, c.fullName]))
  const groups = new Map<string, FlowTemplateListItem[]>()
  for (const t of templates) {
    const key = t.category || ''
    groups.set(key, [...(groups.get(key) ?? []), t])
  }
  const rank = (id: string) => order.get(id) ?? categories.length
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([id, list]) => ({
      id: id || UNCATEGORISED,
      title: names.get(id) ?? (id || UNCATEGORISED),
      // the module tile's pictogram (SiteFlow answers it); a JNPF backend's templates show their name's first characters
      tiles: list.map((t) => ({ menu: t, color: isHexColor(t.iconBackground) ? t.iconBackground : THEME_COLORS.primary, pictogram: pictogramName(t.pictogram), text: tileText(t.fullName) }))
    }))
}

/** What a tap on a flow leads to, from its versions: nothing to launch, straight in, or a choice. */
export type VersionChoice =
  | { kind: 'none' }
  | { kind: 'one', version: FlowVersionItem }
  | { kind: 'pick', versions: FlowVersionItem[] }

export function versionChoice (versions: FlowVersionItem[]): VersionChoice {
  if (versions.length === 0) return { kind: 'none' }
  if (versions.length === 1) return { kind: 'one', version: versions[0] }
  return { kind: 'pick', versions }
}
