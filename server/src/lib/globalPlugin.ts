import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its decorators and hooks reach the whole app
 * (what fastify-plugin does; the package is not a direct dependency).
 */
export function globalPlugin<O extends Record<string, unknown>>(name: string, fn: FastifyPluginAsync<O>): FastifyPluginAsync<O> {
  Object.assign(fn, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
  return fn;
}
