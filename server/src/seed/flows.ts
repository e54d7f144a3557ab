/**
 * The demo approval flows (seed/data/flows) into the workflow and online-dev tables: each flow's
 * form, template, flow with its version 1 definition, and the workbench module that launches it.
 * Idempotent: a database seeded before the flows existed gets them on the next start, with the
 * bill rules and dictionaries they use.
 */
import type { Db } from '../db/index.js';
import * as t from '../db/schema.js';
import { BILL_RULES } from '../domains/system/defaults.js';
import { dictionaries } from './data/dictionaries.js';
import { flowSeeds } from './data/flows/index.js';

/**
 * What the flows' forms refer to and an older database may lack: bill rules, and dictionaries
 * added with later flows. A dictionary already there is left as its administrators keep it.
 */
async function seedFlowReferences(db: Db): Promise<void> {
  await db.insert(t.billRules).values(BILL_RULES).onConflictDoNothing();
  for (const [i, d] of dictionaries.entries()) {
    const added = await db.insert(t.dictionaryTypes).values({
      id: d.id, enCode: d.enCode, fullName: d.fullName, isTree: d.isTree, sortCode: i + 1,
    }).onConflictDoNothing().returning({ id: t.dictionaryTypes.id });
    if (added.length === 0 || d.items.length === 0) continue;
    await db.insert(t.dictionaryItems).values(d.items.map((item) => ({
      id: item.id, typeId: d.id, parentId: item.parentId ?? '-1', enCode: item.enCode, fullName: item.fullName,
      sortCode: item.sortCode, description: item.description ?? '',
    }))).onConflictDoNothing();
  }
}

export async function seedDemoFlows(db: Db): Promise<void> {
  await seedFlowReferences(db);
  for (const f of flowSeeds) {
    await db.insert(t.flowForms).values({
      id: f.formId, enCode: f.enCode, fullName: f.fullName, formType: f.formType,
      propertyJson: f.form as unknown as Record<string, unknown>,
    }).onConflictDoNothing();
    await db.insert(t.flowTemplates).values({
      id: f.templateId, enCode: f.enCode, fullName: f.fullName, category: f.category, icon: f.icon,
      iconBackground: f.iconBackground, description: f.description, sortCode: f.sortCode,
    }).onConflictDoNothing();
    await db.insert(t.flows).values({
      id: f.id, templateId: f.templateId, enCode: f.enCode, fullName: f.fullName, formId: f.formId,
      version: Number(f.version), sortCode: f.sortCode,
    }).onConflictDoNothing();
    await db.insert(t.flowVersions).values({
      flowId: f.id, version: Number(f.version), templateJson: f.template as unknown as Record<string, unknown>,
    }).onConflictDoNothing();
    await db.insert(t.onlineModules).values({
      id: f.module.id, enCode: f.module.enCode, fullName: f.module.fullName, formId: f.formId,
      columnData: f.module.columnData as unknown as Record<string, unknown>, webType: Number(f.module.webType), flowId: f.id,
    }).onConflictDoNothing();
  }
}
