/** Small timing and data helpers (SPEC.md §9 defaults). */
import { DEBOUNCE_WAIT, RANDOM_ID_LENGTH } from './constants'

type AnyFn = (...args: any[]) => unknown

export interface Cancelable<F extends AnyFn> {
  (...args: Parameters<F>): void
  cancel: () => void
}

/** Trailing (default): runs once, `wait` ms after the last call, with the last arguments.
 *  Leading (`immediate`): runs on the first call, then ignores calls until `wait` ms of quiet,
 *  which is what a submit button needs against double taps. */
export function debounce<F extends AnyFn>(fn: F, wait: number = DEBOUNCE_WAIT, immediate = false): Cancelable<F> {
  let timer: ReturnType<typeof setTimeout> | null = null
  const debounced = (...args: Parameters<F>) => {
    const callNow = immediate && timer === null
    if (timer !== null) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      if (!immediate) fn(...args)
    }, wait)
    if (callNow) fn(...args)
  }
  return Object.assign(debounced, {
    cancel: () => {
      if (timer !== null) clearTimeout(timer)
      timer = null
    }
  })
}

/** At most one run per `wait` ms. Leading (default): the first call runs at once and calls
 *  during the window are dropped. Trailing: the first call opens the window and the run happens
 *  at its end with the latest arguments. */
export function throttle<F extends AnyFn>(fn: F, wait: number = DEBOUNCE_WAIT, immediate = true): Cancelable<F> {
  let timer: ReturnType<typeof setTimeout> | null = null
  let lastArgs: Parameters<F> | null = null
  const throttled = (...args: Parameters<F>) => {
    lastArgs = args
    if (timer !== null) return
    if (immediate) fn(...args)
    timer = setTimeout(() => {
      timer = null
      if (!immediate && lastArgs) fn(...lastArgs)
    }, wait)
  }
  return Object.assign(throttled, {
    cancel: () => {
      if (timer !== null) clearTimeout(timer)
      timer = null
    }
  })
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Alphanumeric id for client-side keys (form rows, idempotency keys). Math.random because the
 *  mini-program runtime has no crypto; these ids need to be unique, not secret. */
export function randomId(len: number = RANDOM_ID_LENGTH): string {
  let id = ''
  for (let i = 0; i < len; i++) id += ALPHANUMERIC[Math.floor(Math.random() * ALPHANUMERIC.length)]
  return id
}

/** Deep copy of plain data (objects, arrays, Dates, RegExps, Maps, Sets), cycles included.
 *  Class instances other than those keep their prototype; functions are shared. */
export function deepClone<T>(value: T, seen = new WeakMap<object, unknown>()): T {
  if (value === null || typeof value !== 'object') return value
  if (seen.has(value)) return seen.get(value) as T
  if (value instanceof Date) return new Date(value.getTime()) as T
  if (value instanceof RegExp) return new RegExp(value.source, value.flags) as T
  if (value instanceof Map) {
    const copy = new Map()
    seen.set(value, copy)
    value.forEach((v, k) => copy.set(deepClone(k, seen), deepClone(v, seen)))
    return copy as T
  }
  if (value instanceof Set) {
    const copy = new Set()
    seen.set(value, copy)
    value.forEach((v) => copy.add(deepClone(v, seen)))
    return copy as T
  }
  const copy: Record<PropertyKey, unknown> = Array.isArray(value) ? [] : Object.create(Object.getPrototypeOf(value))
  seen.set(value, copy)
  for (const key of Reflect.ownKeys(value)) copy[key] = deepClone((value as Record<PropertyKey, unknown>)[key], seen)
  return copy as T
}
