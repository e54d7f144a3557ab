/** The value of a Taro Input / Textarea event (detail.value; target.value on plain DOM events). */
export function inputValue (e: unknown): string {
  const ev = e as { detail?: { value?: unknown }, target?: { value?: unknown } }
  const value = ev?.detail?.value ?? ev?.target?.value
  return typeof value === 'string' ? value : ''
}
