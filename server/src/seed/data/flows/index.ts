/**
 * The seeded approval flows, each with its online-dev form and the workbench module that lists
 * its records. The loader writes them; seed-flows.test.ts checks they hang together.
 */
import { constructionLedger } from './constructionLedger.js';
import { constructionPlan } from './constructionPlan.js';
import { engineeringEntity } from './engineeringEntity.js';
import { hazardRectify } from './hazardRectify.js';
import { hotWork } from './hotWork.js';
import { incomingMaterials } from './incomingMaterials.js';
import { meterApprove } from './meterApprove.js';
import { progressDaily } from './progressDaily.js';
import { specialTask } from './specialTask.js';
import { specialTaskNotify } from './specialTaskNotify.js';
import { supervisionLog } from './supervisionLog.js';
import { supervisionTour } from './supervisionTour.js';
import type { SeedFlow } from './types.js';

export type { ColumnButton, ColumnData, ColumnItem, SearchItem, SeedFlow, SeedFlowModule } from './types.js';

/** In launch-list order (sortCode). */
export const flowSeeds: SeedFlow[] = [
  hazardRectify, hotWork, supervisionLog, progressDaily, meterApprove, constructionPlan, incomingMaterials,
  specialTask, specialTaskNotify, constructionLedger, engineeringEntity, supervisionTour,
];
