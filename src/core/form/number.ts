/**
 * Number fields (numInput / inputNumber): typed text to a value, and the − / + stepper. Values
 * keep their decimals; `precision` rounds only what the stepper produces, so 2.5 t stays 2.5.
 */

/** Typed text → number; '' is null (cleared); text that is not a number yet ("-", "2.") is undefined (keep typing). */
export function parseNumberInput (text: string): number | null | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined
  const n = Number(trimmed)
  if (!Number.isFinite(n)) return undefined
  return trimmed.endsWith('.') ? undefined : n
}

export interface StepOptions {
  min?: number
  max?: number
  step?: number
  precision?: number
}

const decimalsOf = (n: number): number => (String(n).split('.')[1] ?? '').length

/** value ± step, kept within min/max, without float noise (0.1 + 0.2 is 0.3). An empty value starts from min, or 0. */
export function stepValue (value: unknown, direction: 1 | -1, opts: StepOptions = {}): number {
  const step = typeof opts.step === 'number' && opts.step > 0 ? opts.step : 1
  const start = typeof value === 'number' && Number.isFinite(value) ? value : (opts.min !== undefined && Number.isFinite(opts.min) ? opts.min : 0)
  const digits = typeof opts.precision === 'number' && opts.precision >= 0 ? opts.precision : Math.max(decimalsOf(step), decimalsOf(start))
  let next = Number((start + direction * step).toFixed(digits))
  if (typeof opts.min === 'number' && next < opts.min) next = opts.min
  if (typeof opts.max === 'number' && next > opts.max) next = opts.max
  return next
}
