/**
 * What a user may launch (API.md 4.1): templates with an enabled flow whose start node lets the
 * user in (initiator users, positions, roles; none listed = everyone), and a template's flows.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { flows, flowTemplates, flowVersions, userPositions, users } from '../../db/schema.js';
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
  return toPage(list.slice(page.offset, page.offset + page.limit), list.length, page);
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
