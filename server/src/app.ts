import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import backupRoutes, { type BackupRouteOptions } from './backup/routes.js';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { redactingLogger } from './lib/redact.js';
import appRoutes from './domains/app/routes.js';
import examRoutes from './domains/exam/routes.js';
import attendanceRoutes from './domains/attendance/routes.js';
import fileRoutes from './domains/file/routes.js';
import labRoutes from './domains/lab/routes.js';
import messageDomain from './domains/message/index.js';
import type { ImSocketOptions } from './domains/message/socket.js';
import type { StoreBatch } from './domains/message/writer.js';
import oauthRoutes from './domains/oauth/routes.js';
import type { SmsSender } from './domains/oauth/sms.js';
import permissionRoutes from './domains/permission/routes.js';
import safetyRoutes from './domains/safety/routes.js';
import processRoutes from './domains/process/routes.js';
import progressRoutes from './domains/progress/routes.js';
import docsRoutes from './domains/docs/routes.js';
import dashboardRoutes from './domains/dashboard/routes.js';
import meetingDomain from './domains/meeting/index.js';
import scheduleDomain from './domains/schedule/index.js';
import smartSiteDomain from './domains/smartsite/index.js';
import rebarDomain from './domains/rebar/index.js';
import videoRoutes from './domains/video/index.js';
import signatureRoutes from './domains/signature/routes.js';
import supervisionRoutes from './domains/supervision/routes.js';
import systemRoutes from './domains/system/routes.js';
import taskDomain from './domains/task/index.js';
import visualdevRoutes from './domains/visualdev/routes.js';
import mapRoutes from './domains/map/routes.js';
import externalLinkRoutes from './domains/externalLink/routes.js';
import orderRoutes from './domains/order/routes.js';
import workflowActionRoutes, { recordFlowLauncher } from './domains/workflow/actions.routes.js';
import workflowListRoutes from './domains/workflow/routes.js';
import auth from './plugins/auth.js';
import database from './plugins/database.js';
import envelope from './plugins/envelope.js';
import external from './plugins/external.js';
import health from './plugins/health.js';
import h5Site from './plugins/h5.js';
import idempotency from './plugins/idempotency.js';
import input from './plugins/input.js';
import timers from './plugins/timers.js';
import realtime from './realtime/plugin.js';

export interface AppDeps {
  db: Db;
  /** The clock; tests move it. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Where SMS codes go; by default the one SMS_SENDER names. Tests capture them. */
  smsSender?: SmsSender;
  /** Makes each SMS code; by default 6 random digits. Tests choose them. */
  smsCode?: () => string;
  /** IM socket timing (heartbeat, rate limit); tests shorten it. */
  im?: Partial<ImSocketOptions>;
  /** Tests: how IM messages are written (default: the database, im.repo.ts storeMessages). */
  imStore?: StoreBatch;
  /** Answer only the health check until app.lifecycle.ready() (main.ts, while it migrates and seeds). */
  starting?: boolean;
  /** The embedded database's backup, asked for by `npm run backup` (backup/routes.ts); main.ts only. */
  backup?: BackupRouteOptions;
  /** Told of every route as it is registered: the security suite walks them all. */
  onRoute?: (route: RouteOptions) => void;
}

/** The whole server, without listening: main.ts listens, tests inject. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: redactingLogger(deps.logger, config.logLevel),
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  // tier 1: third-party plugins
  await app.register(external, { config });
  // tier 2: app-wide services
  await app.register(database, { config, db: deps.db, now: deps.now });
  await app.register(envelope);
  await app.register(auth);
  await app.register(input); // before idempotency: refused input claims no key, and its body is hashable
  await app.register(idempotency); // after auth: it keys on request.user
  await app.register(realtime, { config });
  await app.register(timers);
  await app.register(health, { starting: deps.starting });
  // tier 3: domains
  await app.register(oauthRoutes, { smsSender: deps.smsSender, smsCode: deps.smsCode });
  for (const routes of [systemRoutes, fileRoutes, appRoutes, supervisionRoutes, signatureRoutes, examRoutes, safetyRoutes, processRoutes, labRoutes, progressRoutes, docsRoutes, dashboardRoutes, attendanceRoutes]) await app.register(routes);
  await app.register(permissionRoutes);
  await app.register(messageDomain, { im: deps.im, imStore: deps.imStore });
  await app.register(visualdevRoutes, { launchFlow: recordFlowLauncher(app) });
  await app.register(mapRoutes, { launchFlow: recordFlowLauncher(app) });
  await app.register(externalLinkRoutes);
  await app.register(orderRoutes);
  await app.register(workflowListRoutes);
  await app.register(workflowActionRoutes);
  for (const domain of [taskDomain, meetingDomain, scheduleDomain, smartSiteDomain, videoRoutes, rebarDomain]) await app.register(domain);
  if (deps.backup) await app.register(backupRoutes, deps.backup);

  if (fs.existsSync(path.join(config.h5Dir, 'index.html'))) await app.register(h5Site, { root: config.h5Dir });
  return app;
}
