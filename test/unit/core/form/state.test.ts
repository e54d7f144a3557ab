import { fieldState, valueNodes, type FieldState, type FormOperate } from '@/core/form'
import type { FormField } from '../../../../types/api/form'
import { field, table } from './fixtures'

const state = (f: FormField, opts = {}) => fieldState(valueNodes([f])[0], opts)
const S = (hidden: boolean, disabled: boolean, required: boolean): FieldState => ({ hidden, disabled, required })

describe('visibility from the config', () => {
  it.each<[string, FormField, FieldState]>([
    ['plain', field('input', 'a', 'A'), S(false, false, false)],
    ['required', field('input', 'a', 'A', {}, { required: true }), S(false, false, true)],
    ['visibility app+pc', field('input', 'a', 'A', {}, { visibility: ['app', 'pc'] }), S(false, false, false)],
    ['visibility pc only → hidden', field('input', 'a', 'A', {}, { visibility: ['pc'] }), S(true, false, false)],
    ['visibility empty → hidden', field('input', 'a', 'A', {}, { visibility: [] }), S(true, false, false)],
    ['noShow → hidden', field('input', 'a', 'A', {}, { noShow: true }), S(true, false, false)],
    ['disabled', field('input', 'a', 'A', { disabled: true }), S(false, true, false)],
    ['readonly input', field('input', 'a', 'A', { readonly: true }), S(false, true, false)],
    ['system field is never editable', field('billRule', 'a', 'A'), S(false, true, false)]
  ])('%s', (_name, f, expected) => {
    expect(state(f)).toEqual(expected)
  })

  it.each([[{ readonly: true }], [{ formDisabled: true }]])('%p disables every field', (opts) => {
    expect(state(field('input', 'a', 'A', {}, { required: true }), opts)).toEqual(S(false, true, true))
  })
})

describe('workflow formOperates override hidden, disabled and required', () => {
  const f = () => field('input', 'a', 'A', {}, { required: true })
  it.each<[string, FormOperate, FieldState]>([
    ['read+write+required', { id: 'a', read: true, write: true, required: true }, S(false, false, true)],
    ['read only', { id: 'a', read: true, write: false }, S(false, true, false)],
    ['no read → hidden', { id: 'a', read: false, write: false }, S(true, true, false)],
    ['write, not required', { id: 'a', read: true, write: true, required: false }, S(false, false, false)]
  ])('%s', (_name, operate, expected) => {
    expect(state(f(), { formOperates: [operate] })).toEqual(expected)
  })

  it('shows a field the config hides when the node may read it', () => {
    const hidden = field('input', 'a', 'A', { disabled: true }, { noShow: true })
    expect(state(hidden, { formOperates: [{ id: 'a', read: true, write: true }] })).toEqual(S(false, false, false))
  })

  it('a field without an entry keeps its config', () => {
    expect(state(f(), { formOperates: [{ id: 'other', read: false, write: false }] })).toEqual(S(false, false, true))
  })

  it('read-only mode wins over write', () => {
    expect(state(f(), { readonly: true, formOperates: [{ id: 'a', read: true, write: true }] }).disabled).toBe(true)
  })

  it('child-table columns are matched as "tableVModel-field", and inherit the table', () => {
    const t = valueNodes([table('items', '明细', [field('input', 'name', '名称'), field('input', 'a', 'A')])])[0]
    const [name, a] = t.columns!
    const formOperates: FormOperate[] = [{ id: 'items-name', read: true, write: false, required: false }, { id: 'a', read: false, write: false }]
    expect(fieldState(name, { formOperates })).toEqual(S(false, true, false))
    // a main-form id does not reach a column of the same name
    expect(fieldState(a, { formOperates })).toEqual(S(false, false, false))
    expect(fieldState(a, {}, S(true, true, false))).toEqual(S(true, true, false))
  })
})
