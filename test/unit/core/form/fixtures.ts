/** Builders of form config fields for the form engine tests. */
import type { FieldConfig, FormField, JnpfKey } from '../../../../types/api/form'

export function field (jnpfKey: JnpfKey, vModel: string, label: string, extra: Partial<FormField> = {}, config: Partial<FieldConfig> = {}): FormField {
  const { __config__: own, ...rest } = extra
  return { __vModel__: vModel, ...rest, __config__: { jnpfKey, label, ...own, ...config } }
}

export function container (jnpfKey: JnpfKey, label: string, children: FormField[], extra: Partial<FormField> = {}): FormField {
  return { ...extra, __config__: { jnpfKey, label, children } }
}

/** A tab or collapse item as form-generator saves it: no jnpfKey of its own. */
export function item (title: string, children: FormField[]): FormField {
  return { title, __config__: { children } } as unknown as FormField
}

export function table (vModel: string, label: string, children: FormField[], config: Partial<FieldConfig> = {}): FormField {
  return { __vModel__: vModel, __config__: { jnpfKey: 'table', label, children, ...config } }
}
