/**
 * src/core/listConfig.ts: column config (API.md 5.1, app's over pc's), card, search, sort,
 * buttons and permissions, flow state tags, what a record allows and opens, request bodies.
 */
import {
  CARD_LINES, EMPTY_LIST_STATE, FLOW_STATES, NO_TITLE, canEdit, canRemove, cardOf, cellText, flowStateTag, flowTaskBody,
  listBody, listModel, parseColumnData, parseModule, queryJsonOf, recordBody, recordTap, searchForm, sortOf, sortOptions,
  type ColumnData, type FlowChoices, type ListRow, type RecordContext
} from '@/core/listConfig'

const field = (prop: string, label: string, jnpfKey = 'comInput', over: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label, required: true, regList: [{ pattern: '/x/', message: 'x' }], defaultValue: 'd', defaultCurrent: true },
  __vModel__: prop, prop, label, ...over
})

const COLUMNS = {
  type: 1,
  columnList: [
    { prop: 'hazardNo', label: '整改单号', jnpfKey: 'billRule', sortable: false },
    { prop: 'hazardLevel', label: '隐患等级', jnpfKey: 'radio', sortable: true },
    { prop: 'location', label: '隐患位置', jnpfKey: 'comInput', sortable: false },
    { prop: 'contractName', label: '责任合同段', jnpfKey: 'select', sortable: false },
    { prop: 'rectifyDeadline', label: '整改期限', jnpfKey: 'date', sortable: true }
  ],
  searchList: [
    field('hazardNo', '整改单号', 'billRule', { searchType: 2, isKeyword: true }),
    field('hazardLevel', '隐患等级', 'radio', { searchType: 1, isKeyword: false }),
    field('location', '隐患位置', 'comInput', { searchType: 2, isKeyword: true }),
    field('rectifyDeadline', '整改期限', 'date', { searchType: 3, isKeyword: false })
  ],
  sortList: [
    { prop: 'hazardLevel', label: '隐患等级', sortable: true },
    { prop: 'rectifyDeadline', label: '整改期限', sortable: true }
  ],
  defaultSidx: 'rectifyDeadline',
  sort: 'desc',
  hasPage: true,
  pageSize: 20,
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [{ value: 'detail', label: '详情' }, { value: 'edit', label: '编辑' }, { value: 'remove', label: '删除' }],
  useBtnPermission: true,
  useColumnPermission: true
}

const parsed = (over: Partial<typeof COLUMNS> = {}): ColumnData => parseColumnData({ columnData: JSON.stringify({ ...COLUMNS, ...over }) })

describe('parseColumnData: which config, and its defaults', () => {
  it.each([
    ['columnData only', { columnData: JSON.stringify(COLUMNS), appColumnData: '' }, 5],
    ['appColumnData wins when it says anything', { columnData: JSON.stringify(COLUMNS), appColumnData: JSON.stringify({ columnList: [{ prop: 'a', label: 'A' }] }) }, 1],
    ['an empty app object falls back to columnData', { columnData: JSON.stringify(COLUMNS), appColumnData: '{}' }, 5],
    ['unreadable app JSON falls back to columnData', { columnData: JSON.stringify(COLUMNS), appColumnData: '{oops' }, 5],
    ['both missing', {}, 0],
    ['both unreadable', { columnData: '[1]', appColumnData: 'null' }, 0]
  ])('%s', (_name, config, columns) => {
    expect(parseColumnData(config).columnList).toHaveLength(columns)
  })

  it('defaults: desc, paged by 20, no buttons, no permissions', () => {
    expect(parseColumnData({ columnData: '{}' })).toEqual({
      columnList: [], cardTitle: null, summary: [], searchList: [], sortList: [], defaultSidx: '', sort: 'desc', hasPage: true, pageSize: 20,
      btnsList: [], columnBtnsList: [], useBtnPermission: false, useColumnPermission: false
    })
  })

  it.each([
    [50, 50], [0, 20], [-3, 20], ['30', 30], [1000, 100], ['x', 20], [12.7, 12]
  ])('pageSize %p → %p', (pageSize, expected) => {
    expect(parseColumnData({ columnData: JSON.stringify({ pageSize }) }).pageSize).toBe(expected)
  })

  it('drops columns without a prop and buttons without a value', () => {
    const c = parseColumnData({ columnData: JSON.stringify({ columnList: [{ label: 'x' }, null, { prop: 'a', label: 'A' }], btnsList: [{ label: '?' }, { value: 'add', label: '新增' }] }) })
    expect(c.columnList.map((x) => x.prop)).toEqual(['a'])
    expect(c.btnsList.map((b) => b.value)).toEqual(['add'])
  })

  it('sort is desc unless asc', () => {
    expect(parseColumnData({ columnData: '{"sort":"asc"}' }).sort).toBe('asc')
    expect(parseColumnData({ columnData: '{"sort":"up"}' }).sort).toBe('desc')
  })
})

describe('parseModule', () => {
  const config = {
    id: 'module_hazardRectify', enCode: 'hazardInvestigat', fullName: '隐患排查', webType: '2' as const, enableFlow: 1 as const,
    flowId: 'flow_hazardRectify', flowEnCode: 'hazardRectify', flowTemplateJson: '',
    formData: JSON.stringify({ labelPosition: 'left', fields: [{ __config__: { jnpfKey: 'comInput', label: '标题' }, __vModel__: 'title' }] }),
    columnData: JSON.stringify(COLUMNS), appColumnData: ''
  }

  it('reads the form, the list and the flow', () => {
    const m = parseModule(config, 'hazardInvestigat')
    expect(m).toMatchObject({ id: 'module_hazardRectify', enCode: 'hazardInvestigat', fullName: '隐患排查', webType: '2', enableFlow: true, flowId: 'flow_hazardRectify', flowEnCode: 'hazardRectify' })
    expect(m.form.labelPosition).toBe('left')
    expect(m.form.fields).toHaveLength(1)
    expect(m.columns.columnList).toHaveLength(5)
  })

  it.each([
    ['enableFlow 0', { enableFlow: 0 as const }, false],
    ['enableFlow 1 without a flow id', { flowId: '' }, false],
    ['enableFlow "1"', { enableFlow: '1' as unknown as 1 }, true]
  ])('%s → enableFlow %p', (_n, over, expected) => {
    expect(parseModule({ ...config, ...over }, 'x').enableFlow).toBe(expected)
  })

  it('the launch rights are the start node\'s formOperates of flowTemplateJson; none without a node tree', () => {
    const template = { nodeId: 'start', type: 'start', properties: { formOperates: [{ id: 'title', read: true, write: true, required: true }, { id: 'measure', read: false, write: false }] } }
    expect(parseModule({ ...config, flowTemplateJson: JSON.stringify(template) }, 'x').launchOperates).toEqual(template.properties.formOperates)
    expect(parseModule(config, 'x').launchOperates).toBeNull()
    expect(parseModule({ ...config, flowTemplateJson: '{"properties":{}}' }, 'x').launchOperates).toBeNull()
  })

  it('a missing id is the one asked for; unreadable formData is an empty form', () => {
    const m = parseModule({ formData: 'nope' }, 'hotWork')
    expect(m.id).toBe('hotWork')
    expect(m.form.fields).toEqual([])
    expect(m.webType).toBe('2')
    expect(m.enableFlow).toBe(false)
  })
})

describe('listModel: columns, search, sort and buttons', () => {
  const scope = (buttons: string[], column: string[]) => ({
    list: [{ modelId: 'menu_h', button: buttons.map((enCode) => ({ enCode })), column: column.map((enCode) => ({ enCode })) }],
    menuId: 'menu_h'
  })

  it('without a menu nothing is gated: every column and button', () => {
    const m = listModel(parsed())
    expect(m.columns.map((c) => c.prop)).toEqual(['hazardNo', 'hazardLevel', 'location', 'contractName', 'rectifyDeadline'])
    expect([...m.buttons].sort()).toEqual(['add', 'detail', 'edit', 'remove'])
  })

  it.each([
    ['full', ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail'], ['add', 'detail', 'edit', 'remove']],
    ['view only', ['btn_detail'], ['detail']],
    ['add and detail', ['btn_add', 'btn_detail'], ['add', 'detail']],
    ['nothing', [], []]
  ])('button permission %s', (_n, granted, expected) => {
    expect([...listModel(parsed(), scope(granted, ['hazardNo'])).buttons].sort()).toEqual(expected)
  })

  it('column permission keeps the granted columns in config order', () => {
    expect(listModel(parsed(), scope([], ['location', 'hazardNo'])).columns.map((c) => c.prop)).toEqual(['hazardNo', 'location'])
  })

  it('with the flags off the menu does not gate', () => {
    const m = listModel(parsed({ useBtnPermission: false, useColumnPermission: false }), scope([], []))
    expect(m.columns).toHaveLength(5)
    expect(m.buttons.size).toBe(4)
  })

  it('unknown button values are ignored', () => {
    expect([...listModel(parsed({ btnsList: [{ value: 'export', label: '导出' }], columnBtnsList: [] })).buttons]).toEqual([])
  })

  it('keyword placeholder names the keyword fields', () => {
    expect(listModel(parsed()).keywordPlaceholder).toBe('搜索整改单号、隐患位置')
    expect(listModel(parsed({ searchList: [] })).keywordPlaceholder).toBe('请输入关键词搜索')
  })

  it('filters: every search field but ranges (the server has no range match)', () => {
    expect(listModel(parsed()).filters.map((f) => f.prop)).toEqual(['hazardNo', 'hazardLevel', 'location'])
  })

  it('sorts from sortList, else from the sortable columns', () => {
    expect(listModel(parsed()).sorts.map((s) => s.value)).toEqual(['hazardLevel:desc', 'hazardLevel:asc', 'rectifyDeadline:desc', 'rectifyDeadline:asc'])
    expect(listModel(parsed({ sortList: [] })).sorts.map((s) => s.text)).toEqual(['隐患等级↓', '隐患等级↑', '整改期限↓', '整改期限↑'])
  })

  it('page size: the config\'s, or one big page when it has no paging', () => {
    expect(listModel(parsed({ pageSize: 10 })).pageSize).toBe(10)
    expect(listModel(parsed({ hasPage: false })).pageSize).toBe(100)
  })

  it('default sort', () => {
    expect(listModel(parsed()).defaultSort).toEqual({ sidx: 'rectifyDeadline', sort: 'desc' })
  })
})

describe('sortOf', () => {
  const fallback = { sidx: 'd', sort: 'desc' as const }
  it.each([
    ['a:asc', { sidx: 'a', sort: 'asc' }],
    ['a:desc', { sidx: 'a', sort: 'desc' }],
    ['', fallback],
    [undefined, fallback],
    ['a:sideways', fallback],
    [':asc', fallback]
  ])('%p → %p', (value, expected) => {
    expect(sortOf(value, fallback)).toEqual(expected)
  })

  it('sortOptions: ↓ then ↑ per column', () => {
    expect(sortOptions([{ prop: 'x', label: 'X' }])).toEqual([{ text: 'X↓', value: 'x:desc' }, { text: 'X↑', value: 'x:asc' }])
  })
})

describe('searchForm: the filter sheet\'s form', () => {
  it('search fields become optional fields with no defaults, keyed by prop', () => {
    const form = searchForm(listModel(parsed()).filters)
    expect(form.fields.map((f) => f.__vModel__)).toEqual(['hazardNo', 'hazardLevel', 'location'])
    for (const f of form.fields) {
      expect(f.__config__).toMatchObject({ required: false, regList: [], defaultValue: null, defaultCurrent: false, span: 24 })
      expect(f).not.toHaveProperty('prop')
      expect(f).not.toHaveProperty('searchType')
      expect(f).not.toHaveProperty('isKeyword')
    }
    expect(form.fields[1].__config__.jnpfKey).toBe('radio')
  })
})

describe('a record\'s card', () => {
  const columns = listModel(parsed()).columns

  it('first column is the title, the next CARD_LINES are lines', () => {
    const card = cardOf({ id: 'r1', hazardNo: 'YH001', hazardLevel: '重大', location: 'K6+320', contractName: 'A1', rectifyDeadline: '2024-05-01' }, columns)
    expect(card).toEqual({
      title: 'YH001',
      lines: [{ label: '隐患等级', text: '重大' }, { label: '隐患位置', text: 'K6+320' }, { label: '责任合同段', text: 'A1' }]
    })
    expect(card.lines).toHaveLength(CARD_LINES)
  })

  it('with the module\'s title field and summary (the server\'s catalog list): the record\'s title, then what tells it apart, then the other columns (issue 12, item 8)', () => {
    const parts = {
      cardTitle: { prop: 'title', label: '隐患标题', jnpfKey: 'comInput' },
      summary: [{ prop: 'location', label: '隐患位置', jnpfKey: 'comInput' }, { prop: 'hazardLevel', label: '隐患等级', jnpfKey: 'radio' }]
    }
    const model = listModel(parsed(parts as Partial<typeof COLUMNS>))
    const row = { id: 'r1', hazardNo: 'YH001', title: '2#墩临边防护缺失', hazardLevel: '重大隐患', location: 'K6+320', contractName: 'A1' }
    expect(cardOf(row, model.columns, model)).toEqual({
      title: '2#墩临边防护缺失',
      lines: [{ label: '隐患位置', text: 'K6+320' }, { label: '隐患等级', text: '重大隐患' }, { label: '整改单号', text: 'YH001' }]
    })
    // without a title field: the first column heads the card, the summary comes first under it
    expect(cardOf(row, model.columns, { cardTitle: null, summary: model.summary }).title).toBe('YH001')
    // a column the role may not see stays off the card
    const gated = listModel(parsed(parts as Partial<typeof COLUMNS>), {
      list: [{ modelId: 'menu_h', button: [], column: ['hazardNo', 'location'].map((enCode) => ({ enCode })) }], menuId: 'menu_h'
    } as Parameters<typeof listModel>[1])
    expect(gated.summary.map((c) => c.prop)).toEqual(['location'])
  })

  it('an empty title reads 未填写; no columns → 未填写 and no lines', () => {
    expect(cardOf({ id: 'r1', hazardNo: '' }, columns).title).toBe(NO_TITLE)
    expect(cardOf({ id: 'r1' }, [])).toEqual({ title: NO_TITLE, lines: [] })
  })

  it.each([
    [undefined, ''], [null, ''], ['', ''], ['a', 'a'], [0, '0'], [12.5, '12.5'], [true, '是'], [false, '否'],
    [['a', 'b'], 'a，b'], [['a', null, ''], 'a'], [{ fullName: '张三' }, '张三'], [{ name: 'x.jpg' }, 'x.jpg'], [{}, ''],
    [[{ name: '1.jpg' }, { name: '2.jpg' }], '1.jpg，2.jpg']
  ])('cellText(%p) → %p', (value, expected) => {
    expect(cellText(value)).toBe(expected)
  })
})

describe('flow state tags', () => {
  it.each([
    [0, '等待提交'], [1, '审核中'], [2, '审核通过'], [3, '审核退回'], [4, '已撤回'], [5, '已终止'], ['1', '审核中']
  ])('%p → %s', (state, text) => {
    expect(flowStateTag(state)?.text).toBe(text)
  })

  it.each([undefined, null, '', 99])('%p → no tag', (state) => {
    expect(flowStateTag(state)).toBeNull()
  })

  it('each state has a colour', () => {
    for (const tag of Object.values(FLOW_STATES)) expect(tag.color).toMatch(/^#[0-9a-f]{6}$/i)
  })
})

describe('what may be done to a record', () => {
  const all = new Set(['add', 'edit', 'remove', 'detail'] as const)
  const flowModule = { enableFlow: true, flowId: 'f1', flowEnCode: 'hazardRectify' }
  const plainModule = { enableFlow: false, flowId: '', flowEnCode: '' }
  const ctx = (over: Partial<RecordContext> = {}): RecordContext => ({ module: flowModule, buttons: all, userId: 'me', ...over })
  const row = (over: Partial<ListRow> = {}): ListRow => ({ id: 'r1', creatorUserId: 'me', flowTaskId: 't1', ...over })

  it.each([
    [undefined, true, true],
    [0, true, true],
    [1, false, false],
    [2, false, false],
    [3, false, true],
    [4, true, true],
    [5, false, false]
  ])('flowState %p: remove %p, edit %p', (flowState, remove, edit) => {
    expect(canRemove(row({ flowState }), ctx())).toBe(remove)
    expect(canEdit(row({ flowState }), ctx())).toBe(edit)
  })

  it('without a flow the state does not matter', () => {
    expect(canRemove(row({ flowState: 2 }), ctx({ module: plainModule }))).toBe(true)
    expect(canEdit(row({ flowState: 1 }), ctx({ module: plainModule }))).toBe(true)
  })

  it.each([
    ['someone else\'s record', { creatorUserId: 'other' }, {}, false],
    ['someone else\'s record, as administrator', { creatorUserId: 'other' }, { isAdmin: true }, true],
    ['a record with no creator (left to the server)', { creatorUserId: undefined }, {}, true],
    ['no remove / edit button', {}, { buttons: new Set(['detail'] as const) }, false]
  ])('%s', (_n, rowOver, ctxOver, allowed) => {
    expect(canRemove(row(rowOver as Partial<ListRow>), ctx(ctxOver as Partial<RecordContext>))).toBe(allowed)
    expect(canEdit(row(rowOver as Partial<ListRow>), ctx(ctxOver as Partial<RecordContext>))).toBe(allowed)
  })

  it.each([
    ['mine in a flow → flowBefore as launcher (0)', row({ flowState: 1 }), ctx(), { kind: 'flow', opType: 0 }],
    ['someone else\'s in a flow → flowBefore read-only (3)', row({ creatorUserId: 'other', flowState: 2 }), ctx(), { kind: 'flow', opType: 3 }],
    ['a flow module record with no task → detail', row({ flowTaskId: null }), ctx(), { kind: 'detail' }],
    ['a plain module → detail', row(), ctx({ module: plainModule }), { kind: 'detail' }],
    ['no detail button → its form, when it may be changed', row(), ctx({ module: plainModule, buttons: new Set(['edit'] as const) }), { kind: 'edit' }],
    ['no detail, no edit → nothing', row(), ctx({ module: plainModule, buttons: new Set() }), { kind: 'none' }],
    ['not signed in: never mine', row({ creatorUserId: '' }), ctx({ userId: '' }), { kind: 'flow', opType: 3 }]
  ])('%s', (_n, r, c, expected) => {
    const tap = recordTap(r, c, 'YH001')
    expect(tap.kind).toBe(expected.kind)
    if (tap.kind === 'flow') expect(tap.config.opType).toBe((expected as { opType?: number }).opType)
  })

  it('the flow config: task id as id and taskId, the flow\'s code and id, the state as status', () => {
    const tap = recordTap(row({ flowState: 3, flowTaskId: 't9' }), ctx(), 'YH001')
    expect(tap).toEqual({
      kind: 'flow',
      config: { id: 't9', enCode: 'hazardRectify', flowId: 'f1', formType: 2, opType: 0, status: 3, taskNodeId: '', fullName: 'YH001', taskId: 't9' }
    })
  })
})

describe('request bodies', () => {
  const model = { defaultSort: { sidx: 'rectifyDeadline', sort: 'desc' as const } }

  it.each([
    ['nothing set', EMPTY_LIST_STATE, '', { currentPage: 1, pageSize: 20, sort: 'desc', sidx: 'rectifyDeadline' }],
    ['keyword trimmed, menu', { ...EMPTY_LIST_STATE, keyword: ' K6 ' }, 'menu_h', { currentPage: 1, pageSize: 20, sort: 'desc', sidx: 'rectifyDeadline', keyword: 'K6', menuId: 'menu_h' }],
    ['filters as a JSON string', { ...EMPTY_LIST_STATE, filters: { hazardLevel: '3', location: '' } }, '', { currentPage: 1, pageSize: 20, sort: 'desc', sidx: 'rectifyDeadline', queryJson: '{"hazardLevel":"3"}' }],
    ['a chosen sort', { ...EMPTY_LIST_STATE, sortValue: 'hazardLevel:asc' }, '', { currentPage: 1, pageSize: 20, sort: 'asc', sidx: 'hazardLevel' }]
  ])('listBody: %s', (_n, state, menuId, expected) => {
    expect(listBody(state, model, { currentPage: 1, pageSize: 20 }, menuId)).toEqual(expected)
  })

  it.each([
    [{}, ''],
    [{ a: '', b: null, c: [], d: undefined, e: '  ' }, ''],
    [{ a: 'x', b: 0, c: ['1'] }, '{"a":"x","b":0,"c":["1"]}']
  ])('queryJsonOf(%p) → %p', (filters, expected) => {
    expect(queryJsonOf(filters)).toBe(expected)
  })

  it.each([
    ['plain module: data only', false, 'submit', undefined, { data: '{"title":"t"}' }],
    ['flow module, 提交', true, 'submit', undefined, { data: '{"title":"t"}', status: '0', flowUrgent: 1 }],
    ['flow module, 暂存', true, 'draft', undefined, { data: '{"title":"t"}', status: '1', flowUrgent: 1 }],
    ['flow module with choices', true, 'submit', { candidateList: { n: ['u1'] } }, { data: '{"title":"t"}', status: '0', flowUrgent: 1, candidateList: { n: ['u1'] } }]
  ] as const)('recordBody: %s', (_n, enableFlow, mode, choices, expected) => {
    const body = recordBody({ title: 't' }, { enableFlow, mode, choices: choices as FlowChoices | undefined })
    expect(body).toEqual(expected)
    expect(typeof body.data).toBe('string')
  })

  it('flowTaskBody: flowId, formData as an object, status and choices', () => {
    expect(flowTaskBody('f1', { a: 1 }, 'submit', { branchList: ['b'] })).toEqual({ flowId: 'f1', formData: { a: 1 }, status: '0', flowUrgent: 1, branchList: ['b'] })
    expect(flowTaskBody('f1', { a: 1 }, 'draft')).toEqual({ flowId: 'f1', formData: { a: 1 }, status: '1', flowUrgent: 1 })
  })
})
