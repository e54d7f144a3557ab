/**
 * H5 under Preact (config/h5.ts BASE_BUILD): two things Taro's React wrappers of its web components
 * (@tarojs/components/lib/react) expect of React and Preact does otherwise.
 *
 * 1. Attributes that must follow state. The wrapper copies every prop onto its element as a property
 *    too (attachProps), so `aria-checked` becomes a property of the element; Preact then updates a
 *    prop that is a property of the element as the property only, and the attribute kept its first
 *    value (a chosen exam option stayed aria-checked="false", the chat's 发送 stayed aria-disabled).
 *    React writes them as text: so do we, for aria-* and data-* values that are booleans or numbers,
 *    before any component sees them, so the wrapper also sets them as attributes.
 * 2. Controlled inputs. After an input event React's wrapper puts back the value the app rendered
 *    when the app refused what was typed (it kept its state): it flushes the app's update at once and
 *    compares. Preact renders a moment later, so the wrapper cannot tell (and must not guess: it would
 *    put back the previous value on every keystroke). Here the comparison waits until Preact has
 *    rendered: a refused keystroke is taken back, an accepted one stays.
 */
import { options, type VNode } from 'preact'

const TEXT_ATTR = /^(aria|data)-/

/** Props as React would write them: aria-* and data-* booleans and numbers as text. */
export function asReactAttrs (props: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | null = null
  for (const name in props) {
    const value = props[name]
    if ((typeof value === 'boolean' || typeof value === 'number') && TEXT_ATTR.test(name)) {
      out ??= { ...props }
      out[name] = String(value)
    }
  }
  return out ?? props
}

/** Preact's own names (its mangle table) for a vnode's component instance (_component) and first
 *  element (_dom); Taro's wrappers are the instances with a setComponentElRef. */
interface Rendered { __c?: { setComponentElRef?: unknown } | null, __e?: Element | null }

const CONTROLLED = new Set(['TARO-INPUT-CORE', 'TARO-TEXTAREA-CORE'])
/** The props each controlled field was last rendered with. */
const rendered = new WeakMap<Element, Record<string, unknown>>()

/** After an input event and the render it caused (Preact renders in a microtask; a timer comes after
 *  it), the field shows what the app last rendered, when the app gave it a value. */
function keepControlled (el: Element): void {
  el.addEventListener('input', () => {
    setTimeout(() => {
      const props = rendered.get(el)
      const field = el as Element & { value?: unknown }
      if (props && typeof props.value === 'string' && props.value !== field.value) field.value = props.value
    }, 0)
  })
}

let installed = false

export function installFrameworkGlue (): void {
  if (installed) return
  installed = true
  const vnode = options.vnode
  options.vnode = (v: VNode) => {
    if (v.props && typeof v.props === 'object') v.props = asReactAttrs(v.props as Record<string, unknown>) as typeof v.props
    vnode?.(v)
  }
  const diffed = options.diffed
  options.diffed = (v: VNode) => {
    const { __c: instance, __e: el } = v as unknown as Rendered
    if (instance?.setComponentElRef && el && CONTROLLED.has(el.tagName)) {
      if (!rendered.has(el)) keepControlled(el)
      rendered.set(el, v.props as Record<string, unknown>)
    }
    diffed?.(v)
  }
}
