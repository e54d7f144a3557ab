/**
 * The calculate field: a value computed from other fields. Its `expression` is a list of tokens:
 * numbers, the operators + - * / ( ), and field references (a field object with `__vModel__`, or
 * the key itself). A reference to a child-table column from the main form ("tableKey-column")
 * is the sum of that column; inside a row, a column reads the row's own cell. Empty cells count
 * as 0, as in JNPF; anything that does not compute (bad expression, division by 0) gives null.
 */
import type { FormConfig, FormField } from '../../../types/api/form'
import type { FieldNode, FormData } from './types'
import { valueNodes } from './walk'

type Token = number | '+' | '-' | '*' | '/' | '(' | ')' | { ref: string }

const OPERATORS = new Set(['+', '-', '*', '/', '(', ')'])
const PRECEDENCE: Record<string, number> = { '+': 1, '-': 1, '*': 2, '/': 2 }

const numberOf = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0
  return Number.isFinite(n) ? n : 0
}

function tokenOf (raw: unknown): Token | null {
  if (typeof raw === 'number') return raw
  if (typeof raw === 'string') {
    const trimmed = raw.trim()
    if (OPERATORS.has(trimmed)) return trimmed as Token
    if (trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed)
    return trimmed ? { ref: trimmed } : null
  }
  if (raw && typeof raw === 'object') {
    const field = raw as FormField & { value?: unknown }
    if (typeof field.__vModel__ === 'string') return { ref: field.__vModel__ }
    if (typeof field.value === 'string') return tokenOf(field.value)
  }
  return null
}

/** Shunting-yard into reverse Polish order; null when the parentheses do not match. */
function toRpn (tokens: Token[]): Token[] | null {
  const out: Token[] = []
  const ops: Token[] = []
  for (const t of tokens) {
    if (typeof t === 'number' || typeof t === 'object') out.push(t)
    else if (t === '(') ops.push(t)
    else if (t === ')') {
      while (ops.length && ops[ops.length - 1] !== '(') out.push(ops.pop()!)
      if (ops.pop() !== '(') return null
    } else {
      while (ops.length && ops[ops.length - 1] !== '(' && PRECEDENCE[ops[ops.length - 1] as string] >= PRECEDENCE[t]) out.push(ops.pop()!)
      ops.push(t)
    }
  }
  while (ops.length) {
    const op = ops.pop()!
    if (op === '(') return null
    out.push(op)
  }
  return out
}

const APPLY: Record<string, (a: number, b: number) => number> = {
  '+': (a, b) => a + b, '-': (a, b) => a - b, '*': (a, b) => a * b, '/': (a, b) => a / b
}

/** Evaluates an expression; `resolve` gives the number of a field reference. */
export function evaluate (expression: unknown, resolve: (ref: string) => number): number | null {
  if (!Array.isArray(expression) || expression.length === 0) return null
  const tokens = expression.map(tokenOf)
  if (tokens.some((t) => t === null)) return null
  const rpn = toRpn(tokens as Token[])
  if (!rpn) return null
  const stack: number[] = []
  for (const t of rpn) {
    if (typeof t === 'number') stack.push(t)
    else if (typeof t === 'object') stack.push(resolve(t.ref))
    else {
      const b = stack.pop()
      const a = stack.pop()
      if (a === undefined || b === undefined) return null
      stack.push(APPLY[t](a, b))
    }
  }
  const result = stack.length === 1 ? stack[0] : NaN
  return Number.isFinite(result) ? result : null
}

const round = (value: number | null, precision: unknown): number | null => {
  if (value === null || typeof precision !== 'number' || precision < 0) return value
  // 3 × 1.005 is 3.0149999999999997 in binary: drop the float noise, then shift by exponent
  // rather than multiply, so that 3.015 rounds to 3.02 as a person expects
  const clean = Number(value.toFixed(12))
  const shifted = Math.round(Number(`${clean}e${precision}`))
  // numbers JS already writes with an exponent (1e-7, 1e21) cannot be shifted as text
  return Number.isFinite(shifted) ? Number(`${shifted}e-${precision}`) : Number(clean.toFixed(precision))
}

/** A main-form resolver: own fields, and "tableKey-column" as the column's sum over the rows. */
function mainResolver (data: FormData): (ref: string) => number {
  return (ref) => {
    if (ref in data) return numberOf(data[ref])
    const dash = ref.indexOf('-')
    const rows = dash > 0 ? data[ref.slice(0, dash)] : undefined
    if (!Array.isArray(rows)) return 0
    const column = ref.slice(dash + 1)
    return rows.reduce((sum: number, row) => sum + numberOf((row as FormData | null)?.[column]), 0)
  }
}

const computeField = (node: FieldNode, resolve: (ref: string) => number): number | null =>
  round(evaluate(node.field.expression, resolve), node.field.precision)

function calculateRows (table: FieldNode, rows: unknown, data: FormData): unknown {
  const columns = (table.columns ?? []).filter((c) => c.kind === 'calculate' && c.key)
  if (columns.length === 0 || !Array.isArray(rows)) return rows
  const main = mainResolver(data)
  return rows.map((row: FormData) => {
    const next = { ...row }
    for (const c of columns) {
      const resolve = (ref: string) => {
        const own = ref.startsWith(`${table.key}-`) ? ref.slice(table.key.length + 1) : ref
        return own in next ? numberOf(next[own]) : main(ref)
      }
      next[c.key] = computeField(c, resolve)
    }
    return next
  })
}

/** formData with every calculate field recomputed: rows first, so that main-form sums see them. Returns the same object when nothing changed. */
export function applyCalculations (config: FormConfig | FormField[] | null | undefined, data: FormData): FormData {
  const nodes = valueNodes(config)
  let next = data
  const set = (key: string, value: unknown) => {
    if (JSON.stringify(next[key]) === JSON.stringify(value)) return
    next = next === data ? { ...data } : next
    next[key] = value
  }
  for (const table of nodes.filter((n) => n.role === 'table')) set(table.key, calculateRows(table, next[table.key], next))
  for (const node of nodes.filter((n) => n.kind === 'calculate')) set(node.key, computeField(node, mainResolver(next)))
  return next
}
