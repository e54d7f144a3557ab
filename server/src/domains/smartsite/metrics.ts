/**
 * What the site's sensors measure: each metric's unit, the range a real reading can have (outside
 * it the device is broken, and the reading is refused) and the threshold past which it raises an
 * alarm. Thresholds: GB 3095 (PM2.5 75, PM10 150 µg/m³, 24-hour class 2), GB 12523 (site noise
 * 70 dB(A) by day), GB/T 5144 (tower crane load and moment limiter: 90% of rated raises the
 * warning), level-6 wind (10.8 m/s) stops lifting and work at height, 37 °C high-temperature work.
 */

export type Metric = 'pm25' | 'pm10' | 'noise' | 'temperature' | 'humidity' | 'windSpeed' | 'craneLoad' | 'craneMoment' | 'hoistLoad';
export type SensorKind = 'dust' | 'noise' | 'weather' | 'towerCrane' | 'hoist';

export interface MetricRule {
  label: string;
  unit: string;
  min: number;
  max: number;
  /** alarm when a reading is above it; null: never */
  threshold: number | null;
}

export const METRICS: Record<Metric, MetricRule> = {
  pm25: { label: 'PM2.5', unit: 'µg/m³', min: 0, max: 1000, threshold: 75 },
  pm10: { label: 'PM10', unit: 'µg/m³', min: 0, max: 2000, threshold: 150 },
  noise: { label: '噪声', unit: 'dB', min: 20, max: 150, threshold: 70 },
  temperature: { label: '温度', unit: '℃', min: -50, max: 70, threshold: 37 },
  humidity: { label: '湿度', unit: '%', min: 0, max: 100, threshold: null },
  windSpeed: { label: '风速', unit: 'm/s', min: 0, max: 75, threshold: 10.8 },
  craneLoad: { label: '塔吊载重', unit: '%', min: 0, max: 200, threshold: 90 },
  craneMoment: { label: '塔吊力矩', unit: '%', min: 0, max: 200, threshold: 90 },
  hoistLoad: { label: '升降机载重', unit: '%', min: 0, max: 200, threshold: 90 },
};

export const KINDS: Record<SensorKind, { label: string; metrics: Metric[] }> = {
  dust: { label: '扬尘监测', metrics: ['pm25', 'pm10'] },
  noise: { label: '噪声监测', metrics: ['noise'] },
  weather: { label: '气象站', metrics: ['temperature', 'humidity', 'windSpeed'] },
  towerCrane: { label: '塔吊监测', metrics: ['craneLoad', 'craneMoment', 'windSpeed'] },
  hoist: { label: '升降机监测', metrics: ['hoistLoad'] },
};

export const isKind = (kind: string): kind is SensorKind => Object.hasOwn(KINDS, kind);

export type Verdict = { ok: true; values: Array<[Metric, number]> } | { ok: false; msg: string };

/** A device's readings checked against its kind: every metric its own, every value a real one. */
export function checkReadings(kind: SensorKind, values: Record<string, unknown>): Verdict {
  const own = KINDS[kind].metrics as string[];
  const entries = Object.entries(values);
  if (entries.length === 0) return { ok: false, msg: '读数不能为空' };
  const out: Array<[Metric, number]> = [];
  for (const [metric, value] of entries) {
    if (!own.includes(metric)) return { ok: false, msg: `${KINDS[kind].label}设备不能上报 ${metric}` };
    const rule = METRICS[metric as Metric];
    if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, msg: `${rule.label}读数必须是数字` };
    if (value < rule.min || value > rule.max) return { ok: false, msg: `${rule.label}读数 ${value} 超出量程 ${rule.min}~${rule.max}${rule.unit}` };
    out.push([metric as Metric, value]);
  }
  return { ok: true, values: out };
}

/** Past the threshold: the alarm is raised; back within it: cleared. */
export const isAlarming = (metric: Metric, value: number): boolean => {
  const t = METRICS[metric].threshold;
  return t !== null && value > t;
};
