/**
 * The demo's simulator: the demo sensors (simulated, seed/demoSmartSite.ts) report every timer
 * round, through the same recording as a device's push, so the screens move. Only devices the
 * demo made are simulated, so a database without the demo (the tests', production) has nothing
 * to run.
 */
import type { Metric } from './metrics.js';
import { KINDS, type SensorKind } from './metrics.js';
import * as repo from './repo.js';
import { record, type SmartSiteDeps } from './service.js';

const HOUR = 3_600_000;

/**
 * A plausible value of `metric` at `t` (ms): a daily swing, a slower wave, and `seed` to tell
 * sensors apart. Dust and noise cross their thresholds on most afternoons, so the demo's alarms
 * are raised and cleared as the day goes.
 */
export function simulatedValue(metric: Metric, t: number, seed: number): number {
  const day = Math.sin(((t / HOUR + 8 - 9) / 24) * 2 * Math.PI); // peaks mid-afternoon, China time
  const wave = Math.sin(t / (37 * 60_000) + seed);
  const r = (v: number) => Math.round(v * 10) / 10;
  switch (metric) {
    case 'pm25': return r(Math.max(5, 45 + 20 * day + 15 * wave));
    case 'pm10': return r(Math.max(10, 100 + 35 * day + 25 * wave));
    case 'noise': return r(62 + 8 * day + 5 * wave);
    case 'temperature': return r(12 + 6 * day + wave);
    case 'humidity': return r(Math.min(100, Math.max(10, 62 - 15 * day + 5 * wave)));
    case 'windSpeed': return r(Math.max(0, 3.5 + 2 * day + 1.5 * wave));
    case 'craneLoad': return r(Math.max(0, 55 + 20 * wave));
    case 'craneMoment': return r(Math.max(0, 60 + 22 * wave));
    case 'hoistLoad': return r(Math.max(0, 40 + 30 * Math.abs(wave)));
  }
}

export async function simulateRound(deps: SmartSiteDeps): Promise<number> {
  const sensors = await repo.simulatedSensors(deps.db);
  const at = deps.now();
  for (const [i, s] of sensors.entries()) {
    const metrics = KINDS[s.kind as SensorKind]?.metrics ?? [];
    await record(deps, s, metrics.map((m) => [m, simulatedValue(m, at.getTime(), i)]), at);
  }
  return sensors.length;
}
