/** The schedule domain: its routes, and the reminders as a timer job (plugins/timers.ts). */
import type { FastifyInstance } from 'fastify';
import { taskDeps } from '../task/index.js';
import scheduleRoutes from './routes.js';
import { remindDue } from './service.js';

export const SCHEDULE_JOB = 'scheduleReminders';

export default async function scheduleDomain(app: FastifyInstance) {
  app.timers.add(SCHEDULE_JOB, () => remindDue(taskDeps(app)));
  await app.register(scheduleRoutes, { deps: () => taskDeps(app) });
}
