/** What every widget of one form shares: the form's settings, its services and its loaders. */
import { createContext, useContext } from 'react'
import type { FormData, FormUser, StateOptions } from '@/core/form'
import type { FormServices } from './services'

export type RelationRecord = Record<string, unknown>

export interface EngineContextValue {
  services: FormServices
  user: FormUser | null
  /** the whole form is read-only */
  readonly: boolean
  stateOptions: StateOptions
  /** formData as last rendered, for fields that read others (data-interface parameters, attributes) */
  data: FormData
  errors: Record<string, string>
  /** sets one main-form value (a child table sets its whole rows array) */
  setValue: (key: string, value: unknown) => void
  /** the record picked in a relationForm / popupSelect field, by path, for the attribute fields that show its columns */
  relations: Record<string, RelationRecord>
  setRelation: (path: string, record: RelationRecord | null) => void
  /** an upload field with files still uploading or failed: the message validate() gives; null when none */
  setPending: (path: string, message: string | null) => void
  /** one load per key per form: options, org trees, names */
  load: <T>(key: string, loader: () => Promise<T>) => Promise<T>
  /** drops a failed load so that 重试 loads again */
  forget: (key: string) => void
}

export const EngineContext = createContext<EngineContextValue | null>(null)

export function useEngine (): EngineContextValue {
  const ctx = useContext(EngineContext)
  if (!ctx) throw new Error('FormEngine widgets must be rendered inside <FormEngine>')
  return ctx
}
