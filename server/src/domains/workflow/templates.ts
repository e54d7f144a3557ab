/**
 * What a user may launch (API.md 4.1): templates with an enabled flow whose start node lets the
 * user in (initiator users, positions, roles; none listed = everyone), and a template's flows.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { flows, flowTemplates, flowVersions, menus, userPositions, users } from '../../db/schema.js';
import { templateTiles } from '../../catalog/index.js';
import { isPictogramName } from '../app/pictograms.js';
import type { FlowNode, FlowTemplateListItem, FlowVersionItem } from '../../../../types/api/workflow.js';
import { pageOf, toPage } from '../permission/paging.js';
import type { SessionUser } from '../oauth/tokens.js';
import type { TemplateListQueryType } from './schemas.js';

export interface Launcher { id: string, roleIds: readonly string[], positionIds: readonly string[] }

/** The start node's rule: listed users, or holders of a listed position or role; nobody listed = everyone. */
export function mayLaunch(start: FlowNode['properties'], who: Launcher): boolean {
  const lists = [start.initiator ?? [], start.initiatePos ?? [], start.initiateRole ?? []];
  if (lists.every((l) => l.length === 0)) return true;
  return lists[0].includes(who.id) || who.positionIds.some((p) => lists[1].includes(p)) || who.roleIds.some((r) => lists[2].includes(r));
}

export async function launcherOf(db: Db, user: SessionUser): Promise<Launcher> {
  const [extra, [main]] = await Promise.all([
    db.select({ id: userPositions.positionId }).from(userPositions).where(eq(userPositions.userId, user.id)),
    db.select({ id: users.positionId }).from(users).where(eq(users.id, user.id)),
  ]);
  const positionIds = [...new Set([...extra.map((p) => p.id), ...(main?.id ? [main.id] : [])])];
  return { id: user.id, roleIds: user.roleIds, positionIds };
}

/** Enabled flows with their current definition, optionally of some templates. */
export async function currentFlows(db: Db, templateIds?: string[]) {
  return db.select({ flow: flows, json: flowVersions.templateJson })
    .from(flows)
    .innerJoin(flowVersions, and(eq(flowVersions.flowId, flows.id), eq(flowVersions.version, flows.version)))
    .where(and(eq(flows.enabled, true), templateIds ? inArray(flows.templateId, templateIds) : undefined))
    .orderBy(asc(flows.sortCode), asc(flows.id));
}

/**
 * The pictogram of each template's workbench tile, as the organisation's menus hold it now: a
 * launch tile looks like its module's tile, not like the first characters of its name (two
 * 专项 and two 工作 tiles read alike). None for a template no module keeps.
 */
async function pictogramsOf(db: Db, templateIds: readonly string[]): Promise<Map<string, string>> {
  const tileOf = new Map(templateIds.flatMap((id) => (templateTiles.has(id) ? [[id, templateTiles.get(id)!] as const] : [])));
  if (tileOf.size === 0) return new Map();
  const rows = await db.select({ id: menus.id, propertyJson: menus.propertyJson }).from(menus).where(inArray(menus.id, [...new Set(tileOf.values())]));
  const byMenu = new Map(rows.flatMap((r) => {
    const name = r.propertyJson.pictogram;
    return isPictogramName(name) ? [[r.id, name] as const] : [];
  }));
  return new Map([...tileOf].flatMap(([template, menu]) => (byMenu.has(menu) ? [[template, byMenu.get(menu)!] as const] : [])));
}

export async function launchableTemplates(db: Db, user: SessionUser, q: TemplateListQueryType) {
  const who = await launcherOf(db, user);
  const keyword = q.keyword?.trim().toLowerCase();
  const templates = await db.select().from(flowTemplates)
    .where(and(eq(flowTemplates.enabled, true), q.category ? eq(flowTemplates.category, q.category) : undefined,
      q.flowType !== undefined ? eq(flowTemplates.type, q.flowType) : undefined))
    .orderBy(asc(flowTemplates.sortCode), asc(flowTemplates.id));
  const open = new Set((await currentFlows(db, templates.map((t) => t.id)))
    .filter(({ json }) => mayLaunch((json as unknown as FlowNode).properties ?? { title: '' }, who))
    .map(({ flow }) => flow.templateId));
  const list = templates
    .filter((t) => open.has(t.id) && (!keyword || t.fullName.toLowerCase().includes(keyword) || t.enCode.toLowerCase().includes(keyword)))
    .map((t): FlowTemplateListItem => ({
      id: t.id, fullName: t.fullName, enCode: t.enCode, category: t.category, icon: t.icon,
      iconBackground: t.iconBackground, type: t.type, description: t.description,
    }));
  const page = pageOf(q);
  const shown = list.slice(page.offset, page.offset + page.limit);
  const pictograms = await pictogramsOf(db, shown.map((t) => t.id));
  return toPage(shown.map((t) => ({ ...t, pictogram: pictograms.get(t.id) ?? null })), list.length, page);
}

/** flowTemplate/FlowJsonList/{templateId}: the template's flows this user may launch. */
export async function templateFlows(db: Db, user: SessionUser, templateId: string): Promise<FlowVersionItem[]> {
  const who = await launcherOf(db, user);
  const [template] = await db.select().from(flowTemplates).where(eq(flowTemplates.id, templateId));
  if (!template) return [];
  return (await currentFlows(db, [templateId]))
    .filter(({ json }) => mayLaunch((json as unknown as FlowNode).properties ?? { title: '' }, who))
    .map(({ flow }) => ({ id: flow.id, fullName: flow.fullName, flowName: flow.fullName, flowType: template.type }));
}
