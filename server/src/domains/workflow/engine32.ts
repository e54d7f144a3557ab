/**
 * The JNPF 3.2 flow engine calls (README "JNPF clients"): the launchable flows by category
 * (FlowEngine/ListAll), one flow's form and template (FlowEngine/{flowId}) and a task's values
 * (FlowTask/{taskId}). The same launch rule and the same viewing rule as the 3.4 calls.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { dictionaryItems, flowForms, flowTemplates } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import * as engine from '../../workflow/index.js';
import type { FlowNode } from '../../../../types/api/workflow.js';
import type { SessionUser } from '../oauth/tokens.js';
import { directoryOf } from './directory.js';
import * as store from './store.js';
import { currentFlows, launcherOf, mayLaunch } from './templates.js';

/** A launchable flow as the 3.2 list shows it (FlowEngineListVO). */
export interface FlowEngineItem {
  id: string
  enCode: string
  fullName: string
  category: string
  icon: string
  iconBackground: string
  formType: number
  type: number
  visibleType: number
  sortCode: number
  templateId: string
  description: string
}

/** A category of the 3.2 launch page, with its flows. */
export interface FlowEngineCategory {
  id: string
  fullName: string
  num: number
  children: FlowEngineItem[]
}

const OTHER = { id: '', fullName: '其他', sortCode: Number.MAX_SAFE_INTEGER };

/** FlowEngine/ListAll: the flows this user may launch (flowType 0), grouped by WorkFlowCategory. */
export async function listAll(db: Db, user: SessionUser): Promise<{ list: FlowEngineCategory[] }> {
  const who = await launcherOf(db, user);
  const launchable = (await currentFlows(db)).filter(({ json }) => mayLaunch((json as unknown as FlowNode).properties ?? { title: '' }, who));
  if (launchable.length === 0) return { list: [] };
  const templates = new Map((await db.select().from(flowTemplates)
    .where(inArray(flowTemplates.id, [...new Set(launchable.map((f) => f.flow.templateId))]))).map((t) => [t.id, t]));
  const forms = new Map((await db.select({ id: flowForms.id, formType: flowForms.formType }).from(flowForms)
    .where(inArray(flowForms.id, [...new Set(launchable.map((f) => f.flow.formId))]))).map((f) => [f.id, f.formType]));
  const items = launchable.flatMap(({ flow }): FlowEngineItem[] => {
    const t = templates.get(flow.templateId);
    if (!t || !t.enabled || t.type !== 0) return [];
    return [{
      id: flow.id, enCode: flow.enCode, fullName: flow.fullName, category: t.category, icon: t.icon, iconBackground: t.iconBackground,
      formType: forms.get(flow.formId) ?? 2, type: t.type, visibleType: t.visibleType, sortCode: flow.sortCode, templateId: t.id, description: t.description,
    }];
  });
  const categories = await db.select({ id: dictionaryItems.id, fullName: dictionaryItems.fullName, sortCode: dictionaryItems.sortCode })
    .from(dictionaryItems).where(inArray(dictionaryItems.id, [...new Set(items.map((i) => i.category).filter(Boolean))]))
    .orderBy(asc(dictionaryItems.sortCode), asc(dictionaryItems.id));
  const groups = [...categories, OTHER].map((c) => ({ c, children: items.filter((i) => (c === OTHER ? !categories.some((k) => k.id === i.category) : i.category === c.id)) }));
  return {
    list: groups.filter((g) => g.children.length > 0)
      .map(({ c, children }) => ({ id: c.id, fullName: c.fullName, num: children.length, children })),
  };
}

/** FlowEngine/{flowId}: the flow's form config and template, as JSON strings (FlowEngineInfoVO), for one who may launch it. */
export async function flowEngineInfo(db: Db, user: SessionUser, flowId: string) {
  const loaded = await store.loadFlow(db, flowId);
  if (!engine.mayInitiate(loaded.flow, await directoryOf(db), user.id)) throw badRequest(engine.MSG.cannotLaunch);
  const { template, form } = loaded;
  return {
    id: loaded.flow.meta.flowId, enCode: loaded.flow.meta.flowCode, fullName: loaded.flow.meta.flowName, category: template.category,
    type: template.type, formType: form.formType, visibleType: template.visibleType, icon: template.icon, iconBackground: template.iconBackground,
    version: String(loaded.version), description: template.description, enabledMark: 1,
    formData: JSON.stringify(form.propertyJson), tables: JSON.stringify(form.tableJson), flowTemplateJson: JSON.stringify(loaded.flow.template),
  };
}

/** FlowTask/{taskId}: a task's values (`data` a JSON string, as 3.2 reads them), for one who takes part. */
export async function taskValues(db: Db, user: SessionUser, taskId: string) {
  const stored = await store.loadTask(db, taskId);
  if (!stored) throw badRequest('流程不存在或已删除');
  if (!engine.canView(stored.state, user.id)) throw badRequest('您无权查看该流程');
  const { task } = stored.state;
  return {
    id: task.id, flowId: stored.flowId, enCode: task.enCode, fullName: task.fullName, status: task.status, flowUrgent: task.flowUrgent,
    data: JSON.stringify(task.formData),
  };
}
