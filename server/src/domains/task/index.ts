/**
 * The task domain: its routes, and the overdue reminders as a timer job (plugins/timers.ts). Its
 * service is imported by the meeting domain, which publishes decisions as tasks.
 */
import type { FastifyInstance } from 'fastify';
import { remindOverdue } from './reminders.js';
import taskRoutes from './routes.js';
import type { TaskDeps } from './service.js';

export const taskDeps = (app: FastifyInstance): TaskDeps =>
  ({ db: app.db, now: app.now, publish: (input, opts) => app.messages.publish(input, opts), log: app.log });

export const OVERDUE_JOB = 'overdueTasks';

export default async function taskDomain(app: FastifyInstance) {
  app.timers.add(OVERDUE_JOB, () => remindOverdue(taskDeps(app)));
  await app.register(taskRoutes, { deps: () => taskDeps(app) });
}
