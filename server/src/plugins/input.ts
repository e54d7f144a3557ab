import { badRequest } from '../lib/errors.js';
import { globalPlugin } from '../lib/globalPlugin.js';
import { inputProblem } from '../lib/input.js';

/**
 * Tier 2: input no route may take (lib/input.ts: a NUL character, nesting too deep), refused once
 * for every route before any hook or handler uses it: in the path, the query or the body (JSON or
 * form), keys included. preValidation, so the body is parsed; registered before the idempotency
 * claim, which keys on the body.
 */
export default globalPlugin('input', async (app) => {
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) throw badRequest(problem);
  });
});
