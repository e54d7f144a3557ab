import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../permission/admin.routes.js';
import { SITE_GUIDE_HTML, SITE_GUIDE_PATH } from './siteGuide.js';
import * as service from './service.js';
import { MAX_HOSTS } from './rules.js';

const HostsBody = Type.Object({
  hosts: Type.Array(Type.String({ maxLength: 300 }), { maxItems: MAX_HOSTS }),
});

/**
 * External links (menu type 7): the hosts the organisation allows, for the app
 * (/api/app/ExternalLink) and for its administrator (/api/system/ExternalLink); and the site
 * guide, a page the server itself serves, which the demo's link opens.
 */
export default async function externalLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/app/ExternalLink', async (_request, reply) => reply.ok(await service.hosts(app.db)));
  app.get('/api/system/ExternalLink', async (request, reply) => reply.ok(await service.hostsForAdmin(app.db, callerOf(request))));
  app.put('/api/system/ExternalLink', { schema: { body: HostsBody } },
    async (request, reply) => reply.ok(await service.setHosts(app.db, callerOf(request), request.body.hosts, app.now()), '保存成功'));
  // outside /api: a web view cannot send the token, and the page holds nothing private
  app.get(SITE_GUIDE_PATH, async (_request, reply) => reply.type('text/html; charset=utf-8').send(SITE_GUIDE_HTML));
}
