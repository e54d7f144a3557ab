import {
  applyBtnPermission, applyColumnPermission, applyFormPermission, hasBtnP, hasColumnP, hasFormP,
  type PermissionList
} from '@/core/permission'

// shape of API.md §2.2 permissionList
const list: PermissionList = [
  { modelId: 'm2', moduleName: '隐患排查',
    button: [{ enCode: 'btn_add' }, { enCode: 'btn_edit' }, { enCode: 'btn_export_pdf' }],
    column: [{ enCode: 'title' }, { enCode: 'level' }],
    form: [{ enCode: 'title' }] },
  { modelId: 'm3', column: [{ enCode: 'amount' }] },
  { modelId: 'm3', button: [{ enCode: 'btn_remove' }] } // a second entry for the same module also counts
]

describe('"Each is true only when the module has an entry whose list contains the given code"', () => {
  it.each<[string, (l: PermissionList, m: string, c: string) => boolean, PermissionList, string, string, boolean]>([
    ['column in list', hasColumnP, list, 'm2', 'title', true],
    ['column not in list', hasColumnP, list, 'm2', 'creator', false],
    ['column of another module', hasColumnP, list, 'm2', 'amount', false],
    ['column, unknown module', hasColumnP, list, 'm9', 'title', false],
    ['column, module without column list', hasColumnP, [{ modelId: 'm2' }], 'm2', 'title', false],
    ['column, no list stored', hasColumnP, null, 'm2', 'title', false],
    ['form in list', hasFormP, list, 'm2', 'title', true],
    ['form not in list', hasFormP, list, 'm2', 'level', false],
    ['button value: btn_ + add', hasBtnP, list, 'm2', 'add', true],
    ['button custom value', hasBtnP, list, 'm2', 'export_pdf', true],
    ['button value already prefixed', hasBtnP, list, 'm2', 'btn_edit', true],
    ['button not granted', hasBtnP, list, 'm2', 'remove', false],
    ['button enCode without prefix does not match a bare value', hasBtnP, [{ modelId: 'm2', button: [{ enCode: 'add' }] }], 'm2', 'add', false],
    ['button from a second entry of the module', hasBtnP, list, 'm3', 'remove', true],
    ['button, empty list', hasBtnP, [], 'm2', 'add', false]
  ])('%s', (_label, check, permissions, modelId, code, expected) => {
    expect(check(permissions, modelId, code)).toBe(expected)
  })
})

describe('"This filtering applies only when the column config flags are on. Otherwise everything is allowed."', () => {
  const columns = [{ prop: 'title', label: '标题' }, { prop: 'creator', label: '创建人' }, { prop: 'level', label: '等级' }]
  const buttons = [{ value: 'add', label: '新增' }, { value: 'remove', label: '删除' }, { value: 'edit', label: '编辑' }]
  const fields = [{ __vModel__: 'title' }, { __vModel__: 'level' }, { __config__: { jnpfKey: 'divider' } }]

  it.each<[string, boolean | number | undefined, string[]]>([
    ['flag on', true, ['title', 'level']],
    ['flag 1', 1, ['title', 'level']],
    ['flag off', false, ['title', 'creator', 'level']],
    ['flag 0', 0, ['title', 'creator', 'level']],
    ['flag absent', undefined, ['title', 'creator', 'level']]
  ])('columns, %s', (_label, flag, expected) => {
    expect(applyColumnPermission(columns, list, 'm2', flag).map((c) => c.prop)).toEqual(expected)
  })

  it.each<[boolean, string[]]>([
    [true, ['add', 'edit']],
    [false, ['add', 'remove', 'edit']]
  ])('buttons, flag %p', (flag, expected) => {
    expect(applyBtnPermission(buttons, list, 'm2', flag).map((b) => b.value)).toEqual(expected)
  })

  it.each<[boolean, number]>([
    [true, 2], // title kept, level dropped, the divider has no model and stays
    [false, 3]
  ])('form fields, flag %p', (flag, expected) => {
    const kept = applyFormPermission(fields, list, 'm2', flag)
    expect(kept).toHaveLength(expected)
    if (flag) expect(kept.map((f) => f.__vModel__)).toEqual(['title', undefined])
  })

  it('keeps the extra fields of an item (same objects)', () => {
    expect(applyColumnPermission(columns, list, 'm2', true)[0]).toBe(columns[0])
  })

  it('with the flag on and no permission list nothing is allowed', () => {
    expect(applyColumnPermission(columns, null, 'm2', true)).toEqual([])
  })
})
