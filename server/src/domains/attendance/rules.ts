/**
 * How a day of punches is judged against the shift, and a month summed, in China time (the site's
 * working day). Pure: the service reads the rows and the clock.
 *
 * A punch counts towards attendance when it was made inside a fence, or outside as field service
 * that a manager approved. The first counted punch of a day is the arrival, the last the
 * departure; minutes are whole minutes, so with 08:00 and 5 minutes of grace 08:05 is on time and
 * 08:06 late.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CN = 8 * 60 * MINUTE;

export interface ShiftRule {
  startMinute: number;
  endMinute: number;
  graceMinutes: number;
  /** weekdays 0 (Sunday) .. 6 */
  workdays: readonly number[];
}

export interface JudgedPunch {
  punchedAt: Date;
  inside: boolean;
  fieldService: boolean;
  reviewState: string;
}

export type DayFlag = 'normal' | 'late' | 'early' | 'missing' | 'outside' | 'fieldService';

export interface DayVerdict {
  date: string;
  workday: boolean;
  /** the day is not over yet: nothing is missing so far */
  open: boolean;
  flags: DayFlag[];
  arrival: Date | null;
  departure: Date | null;
}

/** 'YYYY-MM-DD' of the China day of an instant. */
export function chinaDate(at: Date | number): string {
  return new Date(+at + CN).toISOString().slice(0, 10);
}

/** Minutes since China midnight. */
export const chinaMinute = (at: Date | number): number => Math.floor(((+at + CN) % DAY) / MINUTE);

/** The instant China midnight of 'YYYY-MM-DD' begins. */
export const chinaDayStart = (date: string): number => Date.parse(`${date}T00:00:00Z`) - CN;

/** 'YYYY-MM' → its first instant and the first instant of the next month, China time. */
export function monthRange(month: string): { from: Date, to: Date, days: string[] } {
  const [y, m] = month.split('-').map(Number);
  const first = Date.UTC(y, m - 1, 1);
  const next = Date.UTC(y, m, 1);
  const days: string[] = [];
  for (let d = first; d < next; d += DAY) days.push(new Date(d).toISOString().slice(0, 10));
  return { from: new Date(first - CN), to: new Date(next - CN), days };
}

export const counts = (p: JudgedPunch): boolean => p.inside || (p.fieldService && p.reviewState === 'approved');

/** The verdict of one person's day. `now` decides whether the day is still open. */
export function judgeDay(date: string, shift: ShiftRule, punches: readonly JudgedPunch[], now: Date): DayVerdict {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const workday = shift.workdays.includes(weekday);
  const today = chinaDate(now);
  const open = date > today || (date === today && chinaMinute(now) < shift.endMinute);
  const counted = punches.filter(counts).sort((a, b) => +a.punchedAt - +b.punchedAt);
  const flags: DayFlag[] = [];
  if (punches.some((p) => !p.inside && !(p.fieldService && p.reviewState === 'approved'))) flags.push('outside');
  if (punches.some((p) => p.fieldService && p.reviewState === 'approved')) flags.push('fieldService');
  const arrival = counted[0]?.punchedAt ?? null;
  const departure = counted.length > 1 ? counted[counted.length - 1].punchedAt : null;
  if (arrival && chinaMinute(arrival) > shift.startMinute + shift.graceMinutes) flags.push('late');
  if (departure && chinaMinute(departure) < shift.endMinute) flags.push('early');
  if ((workday || arrival) && !open && !departure) flags.push('missing');
  if (arrival && departure && !flags.some((f) => f === 'late' || f === 'early' || f === 'missing' || f === 'outside')) flags.unshift('normal');
  return { date, workday, open, flags, arrival, departure };
}

export interface MonthSummary {
  /** workdays of the month up to today */
  workdays: number;
  /** days with a counted punch */
  attendanceDays: number;
  normal: number;
  late: number;
  early: number;
  missing: number;
  outside: number;
  fieldService: number;
}

export const emptySummary = (): MonthSummary => ({ workdays: 0, attendanceDays: 0, normal: 0, late: 0, early: 0, missing: 0, outside: 0, fieldService: 0 });

/** The verdicts of one person's month, up to today (days to come are left out). */
export function judgeMonth(month: string, shift: ShiftRule, punches: readonly JudgedPunch[], now: Date): DayVerdict[] {
  const byDay = new Map<string, JudgedPunch[]>();
  for (const p of punches) {
    const d = chinaDate(p.punchedAt);
    byDay.set(d, [...(byDay.get(d) ?? []), p]);
  }
  const today = chinaDate(now);
  return monthRange(month).days.filter((d) => d <= today).map((d) => judgeDay(d, shift, byDay.get(d) ?? [], now));
}

export function summarise(days: readonly DayVerdict[]): MonthSummary {
  const s = emptySummary();
  for (const d of days) {
    if (d.workday && !d.open) s.workdays += 1;
    if (d.arrival) s.attendanceDays += 1;
    for (const f of d.flags) s[f] += 1;
  }
  return s;
}
