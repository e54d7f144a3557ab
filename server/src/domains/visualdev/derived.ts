/**
 * Rules of a module's own domain, run on every save after the form's checks and before anything
 * is written: values the server computes (a sample's verdict by the standard) replace what was
 * sent, and a save the domain refuses (a batch used beyond what was received) writes nothing.
 */
import { badRequest } from '../../lib/errors.js';
import { recordRules as labRules, type SaveContext } from '../lab/service.js';

const RULES: Record<string, (ctx: SaveContext, data: Record<string, unknown>) => Promise<Record<string, unknown> | string>> = { ...labRules };

/** The data to keep for a record of module `enCode`; refused with the domain's message. */
export async function applyRecordRules(enCode: string, ctx: SaveContext, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const rule = RULES[enCode];
  if (!rule) return data;
  const out = await rule(ctx, data);
  if (typeof out === 'string') throw badRequest(out);
  return out;
}
