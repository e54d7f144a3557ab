import type { FastifyInstance } from 'fastify';
import { registerRecordRule } from '../visualdev/recordRules.js';
import * as service from './service.js';

/** /api/order: material purchase orders with what was received against them (types/api/order.ts). */
export default async function orderRoutes(app: FastifyInstance) {
  const deps = (): service.OrderDeps => ({ db: app.db, now: app.now });
  // a receipt of material naming an order must match it
  registerRecordRule('incomingMaterials', 'order', async ({ db, user, draft, data }) => await service.checkReceipt(db, user, data, draft));
  app.get('/api/order/MaterialOrders', async (request, reply) => reply.ok(await service.materialOrders(deps(), request.user)));
}
