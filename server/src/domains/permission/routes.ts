/**
 * /api/permission (SPEC 7 "Users and permission"), in JNPF 3.4 shapes.
 *
 * - Every route needs a token (the auth gate answers 600 without one). Whom and what a caller
 *   sees is decided once, in visibility.ts / repo.visibleUser: administrators everything; others
 *   the people of their projects who share a contract section with them or work project-wide,
 *   and the organizes those people belong to. Roles are global and listed to everyone.
 * - Refusals (administrator-only calls, organizes or users out of sight) answer code 400 with the
 *   reason in msg, as JNPF's ActionResult.fail does; bad input answers 400 naming the field,
 *   before anything is read or written.
 * - Current/* acts on the caller only. ModifyPassword revokes the user's other tokens and keeps
 *   the calling one; see password.ts.
 */
import type { FastifyInstance } from 'fastify';
import adminRoutes from './admin.routes.js';
import currentRoutes from './current.routes.js';
import organizeRoutes from './organize.routes.js';
import usersRoutes from './users.routes.js';

export default async function permissionRoutes(app: FastifyInstance) {
  // a POST or PUT without a body (every optional field left out) reads as {}: defaults apply
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && (request.method === 'POST' || request.method === 'PUT')) request.body = {};
  });
  await app.register(currentRoutes);
  await app.register(usersRoutes);
  await app.register(organizeRoutes);
  await app.register(adminRoutes);
}
