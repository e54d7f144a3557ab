/**
 * Options of choice fields (API.md 5.4 "Options"): where they come from, and their value ↔ label.
 * `static` options are inline (`__slot__.options`, or `options` for cascader / treeSelect);
 * `dictionary` options are a dictionary's entries; `dynamic` options come from a data interface
 * (POST /api/system/DataInterface/{propsUrl}/Actions/Preview {paramList}). The core only describes
 * what to load; the component loads it.
 */
import { treeText, type TreeOption } from '../tree'
import type { FieldNode, FormData } from './types'

export interface OptionProps {
  label: string
  value: string
  children: string
}

export type OptionValue = string | number

export interface InterfaceParam {
  field: string
  defaultValue: unknown
}

export type OptionSource =
  | { type: 'static', options: TreeOption[] }
  | { type: 'dictionary', dictionaryType: string }
  | { type: 'dynamic', interfaceId: string, paramList: InterfaceParam[] }

const DEFAULT_PROPS: OptionProps = { label: 'fullName', value: 'id', children: 'children' }

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/** Option keys: cascader / treeSelect keep them in `props.props` (3.4), the others in `__config__.props`. */
export function optionProps (node: FieldNode): OptionProps {
  const nested = record(record(node.field.props).props)
  const own = record(node.field.__config__?.props)
  const pick = (key: keyof OptionProps) => text(nested[key]) ?? text(own[key]) ?? DEFAULT_PROPS[key]
  return { label: pick('label'), value: pick('value'), children: pick('children') }
}

function inlineOptions (node: FieldNode): TreeOption[] {
  const slot = node.field.__slot__?.options
  const own = node.field.options
  const list = [slot, own].find((o) => Array.isArray(o) && o.length > 0) ?? slot ?? own
  return Array.isArray(list) ? (list as TreeOption[]) : []
}

/** Parameters of a data interface: a fixed value, or the current value of another field (templateJson). */
export function interfaceParams (node: FieldNode, data: FormData): InterfaceParam[] {
  const template: unknown = node.field.__config__?.templateJson ?? node.field.templateJson
  if (!Array.isArray(template)) return []
  return template.map((item: Record<string, unknown>) => ({
    field: String(item.field ?? ''),
    defaultValue: typeof item.relationField === 'string' && item.relationField !== '' ? data[item.relationField] : item.defaultValue
  }))
}

/** Where the options of a choice field come from. A dicSelect always reads its dictionary. */
export function optionSource (node: FieldNode, data: FormData = {}): OptionSource {
  const config = node.field.__config__ ?? {}
  const dictionaryType = text(config.dictionaryType) ?? text(node.field.dictionaryType)
  if ((node.kind === 'dictionary' || config.dataType === 'dictionary') && dictionaryType) {
    return { type: 'dictionary', dictionaryType }
  }
  const interfaceId = text(config.propsUrl) ?? text(node.field.propsUrl)
  if (config.dataType === 'dynamic' && interfaceId) return { type: 'dynamic', interfaceId, paramList: interfaceParams(node, data) }
  return { type: 'static', options: inlineOptions(node) }
}

/** A stable key for caching loaded options: fields with the same source share them. */
export function sourceKey (source: OptionSource): string {
  if (source.type === 'dictionary') return `dictionary:${source.dictionaryType}`
  if (source.type === 'dynamic') return `dynamic:${source.interfaceId}:${JSON.stringify(source.paramList)}`
  return 'static'
}

/** Multi-selects and checkboxes list labels with ','; a cascader path joins its levels with '/'. */
const SEPARATOR: Partial<Record<FieldNode['kind'], string>> = { cascader: '/', area: '/', organize: '/' }

/** The label(s) of a value for read-only display; ids without an option show as they are. */
export function optionText (node: FieldNode, options: TreeOption[] | null | undefined, value: unknown): string {
  const props = optionProps(node)
  const separator = SEPARATOR[node.kind] ?? ','
  return treeText(options, value as Parameters<typeof treeText>[1], props, separator)
}

/** Value and label of one option, by the field's keys. */
export const optionPair = (option: TreeOption, props: OptionProps): { value: OptionValue, label: string } => ({
  // kept as given: a number id stays a number in formData
  value: (option[props.value] ?? '') as OptionValue,
  label: String(option[props.label] ?? option[props.value] ?? '')
})
