/**
 * The state of one form: formData (defaults, the record on top, calculations applied), the errors
 * shown under fields, and validate / getData for the page. formData lives in a ref as well as in
 * state, so that validate() and getData() called right after a change see it.
 */
import { useCallback, useMemo, useRef, useState } from 'react'
import type { FormConfig } from '../../../types/api/form'
import {
  applyCalculations, errorsByPath, initialValues, submitPayload, validateForm,
  type FieldError, type FormData, type FormUser, type StateOptions
} from '@/core/form'

export interface FormStateInput {
  config: FormConfig
  values?: FormData | null
  user?: FormUser | null
  isAdd?: boolean
  stateOptions: StateOptions
  onChange?: (data: FormData, key: string) => void
}

export interface ValidateResult {
  valid: boolean
  errors: FieldError[]
  /** the submit payload (API.md 5.4), also when invalid so that a draft can be kept */
  data: FormData
}

const initial = (input: FormStateInput): FormData =>
  applyCalculations(input.config, initialValues(input.config, input.values, { user: input.user, isAdd: input.isAdd }))

/**
 * The error paths a change makes stale: the field's own; for a child table, the cells that changed
 * (all of its cells when rows were added or removed, as row numbers shift).
 */
function stalePaths (key: string, before: unknown, after: unknown): (path: string) => boolean {
  if (!Array.isArray(before) || !Array.isArray(after) || before.length !== after.length) {
    return (path) => path === key || path.startsWith(`${key}.`)
  }
  const changed = new Set<string>([key])
  after.forEach((row: FormData, i) => {
    const old = (before[i] ?? {}) as FormData
    for (const cell of new Set([...Object.keys(old), ...Object.keys(row ?? {})])) {
      if (JSON.stringify(old[cell]) !== JSON.stringify(row?.[cell])) changed.add(`${key}.${i}.${cell}`)
    }
  })
  return (path) => changed.has(path)
}

const without = (errors: Record<string, string>, stale: (path: string) => boolean): Record<string, string> => {
  const keys = Object.keys(errors).filter(stale)
  if (keys.length === 0) return errors
  const next = { ...errors }
  keys.forEach((k) => delete next[k])
  return next
}

export function useFormState (input: FormStateInput) {
  const [data, setData] = useState<FormData>(() => initial(input))
  const dataRef = useRef(data)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const pending = useRef(new Map<string, string>())
  const inputRef = useRef(input)
  inputRef.current = input

  const commit = useCallback((next: FormData, key: string) => {
    dataRef.current = next
    setData(next)
    inputRef.current.onChange?.(next, key)
  }, [])

  const setValue = useCallback((key: string, value: unknown) => {
    const stale = stalePaths(key, dataRef.current[key], value)
    commit(applyCalculations(inputRef.current.config, { ...dataRef.current, [key]: value }), key)
    setErrors((e) => without(e, stale))
  }, [commit])

  const reset = useCallback((values?: FormData | null) => {
    const next = initial({ ...inputRef.current, values: values === undefined ? inputRef.current.values : values })
    dataRef.current = next
    setData(next)
    setErrors({})
  }, [])

  const setPending = useCallback((path: string, message: string | null) => {
    if (message) pending.current.set(path, message)
    else pending.current.delete(path)
  }, [])

  const getData = useCallback((): FormData => submitPayload(inputRef.current.config, dataRef.current), [])

  const validate = useCallback((): ValidateResult => {
    const { config, stateOptions } = inputRef.current
    const found = validateForm(config, dataRef.current, stateOptions)
    const seen = new Set(found.map((e) => e.path))
    // files still uploading or failed: the value would silently miss them
    const uploads = stateOptions.readonly ? [] : [...pending.current].filter(([path]) => !seen.has(path)).map(([path, message]) => ({ path, message }))
    const all = [...found, ...uploads]
    setErrors(errorsByPath(all))
    return { valid: all.length === 0, errors: all, data: getData() }
  }, [getData])

  return useMemo(() => ({ data, errors, setValue, reset, setPending, getData, validate }),
    [data, errors, setValue, reset, setPending, getData, validate])
}
