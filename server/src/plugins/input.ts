import { badRequest } from '../lib/errors.js';
import { globalPlugin } from '../lib/globalPlugin.js';
import { containsNul, NUL_MSG } from '../lib/nul.js';

/**
 * Tier 2: input no route may take, refused once for every route before any hook or handler uses
 * it: a NUL character in the path, the query or the body (JSON or form), keys included.
 * preValidation, so the body is parsed; registered before the idempotency claim.
 */
export default globalPlugin('input', async (app) => {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) throw badRequest(NUL_MSG);
  });
});
