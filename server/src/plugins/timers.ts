/**
 * Tier 2: jobs that run on a timer (overdue task reminders, schedule reminders), decorated as
 * `app.timers`. Domains add their jobs; main.ts starts them; tests run a job by hand at the time
 * they choose. A job must be safe with several server instances running it at once (each claims
 * its work in the database). Rounds never overlap, and a failed round is logged, not fatal.
 */
import { globalPlugin } from '../lib/globalPlugin.js';

export type TimerJob = () => Promise<unknown>;

export interface Timers {
  add(name: string, job: TimerJob): void;
  /** Runs one job now (tests); resolves with what it answered. */
  run(name: string): Promise<unknown>;
  /** Runs every job once per `intervalMs`, the first round right away. */
  start(intervalMs: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    timers: Timers;
  }
}

export default globalPlugin('timers', async (app) => {
  const jobs = new Map<string, TimerJob>();
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;

  const runAll = async () => {
    for (const [name, job] of jobs) {
      await job().catch((err: unknown) => app.log.error({ err, job: name }, 'timer job failed'));
    }
  };
  const tick = () => {
    if (round) return; // the previous round is still running
    round = runAll().finally(() => { round = null; });
  };

  app.decorate('timers', {
    add(name, job) {
      if (jobs.has(name)) throw new Error(`timer job ${name} added twice`);
      jobs.set(name, job);
    },
    run(name) {
      const job = jobs.get(name);
      if (!job) throw new Error(`no timer job ${name}`);
      return job();
    },
    start(intervalMs) {
      if (timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
  } satisfies Timers);

  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await round;
  });
});
