/**
 * The message domain: routes, the IM socket and the publisher, decorated as `app.messages` so
 * other domains (the workflow engine) send flow messages through the same service.
 */
import { globalPlugin } from '../../lib/globalPlugin.js';
import { onTokensRevoked } from '../../realtime/revocations.js';
import { createIm } from './im.js';
import { createJssdk } from './jssdk.js';
import { createPublisher, type Publisher } from './publish.js';
import messageRoutes from './routes.js';
import { createMessageService } from './service.js';
import { createImSockets, DEFAULT_IM_SOCKET_OPTIONS, type ImSocketOptions } from './socket.js';
import type { StoreBatch } from './writer.js';

declare module 'fastify' {
  interface FastifyInstance {
    messages: Publisher;
  }
}

export interface MessageOptions extends Record<string, unknown> {
  im?: Partial<ImSocketOptions>;
  imStore?: StoreBatch;
}

export default globalPlugin<MessageOptions>('message', async (app, opts) => {
  const deps = { db: app.db, hub: app.realtime, now: app.now, log: app.log };
  const publisher = createPublisher(deps);
  const im = createIm({ ...deps, store: opts.imStore });
  const sockets = createImSockets({ ...deps, im, options: { ...DEFAULT_IM_SOCKET_OPTIONS, ...opts.im } });
  app.decorate('messages', publisher);

  const stopListening = onTokensRevoked(app.db, (event) => {
    sockets.revoked(event.userId, event.tokenIds, event.reason)
      .catch((err: unknown) => app.log.error({ err, userId: event.userId }, 'socket logout push failed'));
  });
  app.addHook('preClose', async () => {
    stopListening();
    im.close();
    await sockets.close();
  });

  await app.register(messageRoutes, {
    service: createMessageService({ db: app.db, publisher, now: app.now, imSettled: im.settled }),
    jssdk: createJssdk(app.config, app.now, app.shared),
    sockets,
  });
});
