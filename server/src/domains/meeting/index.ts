/** The meeting domain: its routes, on the task domain's dependencies (a decision becomes a task). */
import type { FastifyInstance } from 'fastify';
import { taskDeps } from '../task/index.js';
import meetingRoutes from './routes.js';

export default async function meetingDomain(app: FastifyInstance) {
  await app.register(meetingRoutes, { deps: () => taskDeps(app) });
}
