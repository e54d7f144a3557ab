/**
 * Rules of a module's records (visualdev/recordRules.ts): several domains may each have one for the
 * same module, all are run in order, each on what the one before kept; the first refusal answers
 * 400 with its message; a domain registering again replaces only its own.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Db } from '../src/db/index.js';
import type { SessionUser } from '../src/domains/oauth/tokens.js';
import { applyRecordRule, registerRecordRule } from '../src/domains/visualdev/recordRules.js';
import { AppError } from '../src/lib/errors.js';

const input = (data: Record<string, unknown>) => ({ db: {} as Db, user: { id: 'u1' } as SessionUser, recordId: null, contractId: null, draft: false, data });

describe('record rules', () => {
  it('runs every domain\'s rule for a module, each on what the one before kept', async () => {
    registerRecordRule('ruleProbeA', 'first', async ({ data }) => ({ ...data, a: 1 }));
    registerRecordRule('ruleProbeA', 'second', async ({ data }) => ({ ...data, b: Number(data.a) + 1 }));
    assert.deepEqual(await applyRecordRule('ruleProbeA', input({ x: 0 })), { x: 0, a: 1, b: 2 });
    // the first domain builds another app and registers again: still one rule of its own
    registerRecordRule('ruleProbeA', 'first', async ({ data }) => ({ ...data, a: 10 }));
    assert.deepEqual(await applyRecordRule('ruleProbeA', input({ x: 0 })), { x: 0, a: 10, b: 11 });
  });

  it('stops at the first refusal, with its message', async () => {
    const seen: string[] = [];
    registerRecordRule('ruleProbeB', 'guard', async () => '批次已用完');
    registerRecordRule('ruleProbeB', 'after', async ({ data }) => { seen.push('after'); return data; });
    await assert.rejects(applyRecordRule('ruleProbeB', input({})), (err: unknown) => err instanceof AppError && err.message === '批次已用完');
    assert.deepEqual(seen, [], 'the rule after a refusal is not run');
  });

  it('keeps the data of a module without rules', async () => {
    assert.deepEqual(await applyRecordRule('ruleProbeNone', input({ x: 1 })), { x: 1 });
  });
});
