/**
 * The form engine: renders a JNPF online-dev form config (API.md 5.2-5.4) with every field key,
 * validates it and gives back formData.
 *
 *   <FormEngine ref={form} config={config} values={record} user={userInfo} formOperates={ops} />
 *   const { valid, data } = form.current!.validate()
 *
 * `values` is the record being edited (none when adding); the engine keeps the form's state from
 * then on and reports each change through onChange (for drafts). A new `config` or `values` object
 * starts the form again.
 */
import { View } from '@tarojs/components'
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react'
import type { FormConfig } from '../../../types/api/form'
import { fieldsOf, type FieldError, type FormData, type FormOperate, type FormUser } from '@/core/form'
import { EngineContext, type EngineContextValue, type RelationRecord } from './context'
import { FieldList } from './FieldList'
import { defaultServices, type FormServices } from './services'
import { useFormState, type ValidateResult } from './useFormState'
import './index.scss'

export interface FormEngineProps {
  config: FormConfig
  /** the record's data when editing; none when adding */
  values?: FormData | null
  /** adding a record: defaultCurrent fills current values. Default: no `values` given */
  isAdd?: boolean
  onChange?: (data: FormData, key: string) => void
  /** show every field as text */
  readonly?: boolean
  /** the flow node's field permissions */
  formOperates?: FormOperate[] | null
  /** the signed-in user (userInfo), for defaultCurrent and the saved signature */
  user?: FormUser | null
  /** replaces the uploader, pickers, location chooser, confirm and toast (tests, special screens) */
  services?: Partial<FormServices>
  className?: string
}

export interface FormEngineRef {
  /** checks every field, shows the errors under them and toasts the first; the payload comes back either way */
  validate: () => ValidateResult
  /** the submit payload (merged formData), without checking */
  getData: () => FormData
  setValue: (key: string, value: unknown) => void
  /** back to the record (or the one given) and no errors */
  reset: (values?: FormData | null) => void
}

export type { ValidateResult, FieldError, FormServices }

export const FormEngine = forwardRef<FormEngineRef, FormEngineProps>(function FormEngine (props, ref) {
  const { config, values, isAdd, onChange, readonly = false, formOperates, user = null, className } = props
  const stateOptions = useMemo(() => ({ formOperates, readonly, formDisabled: !!config?.disabled }), [formOperates, readonly, config])
  const form = useFormState({ config, values, user, isAdd, stateOptions, onChange })
  const services = useMemo(() => ({ ...defaultServices, ...props.services }), [props.services])
  const [relations, setRelations] = useState<Record<string, RelationRecord>>({})
  const cache = useRef(new Map<string, Promise<unknown>>())

  // compared by content: a page that rebuilds the same record object on each render must not wipe what is typed
  const source = useMemo(() => JSON.stringify([config, values ?? null]), [config, values])
  const started = useRef(source)
  useEffect(() => {
    if (started.current === source) return
    started.current = source
    form.reset(values)
  }, [source])

  const setRelation = useCallback((path: string, record: RelationRecord | null) => {
    setRelations((all) => {
      if ((all[path] ?? null) === record) return all
      const next = { ...all }
      if (record) next[path] = record
      else delete next[path]
      return next
    })
  }, [])
  const load = useCallback(<T, >(key: string, loader: () => Promise<T>): Promise<T> => {
    if (!cache.current.has(key)) cache.current.set(key, loader())
    return cache.current.get(key) as Promise<T>
  }, [])
  const forget = useCallback((key: string) => { cache.current.delete(key) }, [])

  const validate = useCallback((): ValidateResult => {
    const result = form.validate()
    if (!result.valid) services.toast(result.errors[0].message)
    return result
  }, [form, services])

  useImperativeHandle(ref, () => ({ validate, getData: form.getData, setValue: form.setValue, reset: form.reset }), [validate, form])

  const ctx = useMemo<EngineContextValue>(() => ({
    services,
    user,
    readonly,
    stateOptions,
    data: form.data,
    errors: form.errors,
    setValue: form.setValue,
    relations,
    setRelation,
    setPending: form.setPending,
    load,
    forget
  }), [services, user, readonly, stateOptions, form, relations, setRelation, load, forget])

  return (
    <EngineContext.Provider value={ctx}>
      <View className={`sf-fe ${readonly ? 'sf-fe--readonly' : ''} ${className ?? ''}`}>
        <FieldList fields={fieldsOf(config)} />
      </View>
    </EngineContext.Provider>
  )
})
