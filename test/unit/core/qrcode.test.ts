import { codeModules, codePage, codeText, codeUrl, parseCode, type CodeTarget } from '@/core/qrcode'

const TARGETS: CodeTarget[] = [
  { kind: 'form', projectId: 'p-001', module: 'hazardInvestigat' },
  { kind: 'record', module: 'specialEquipment', id: '6f1c2a_9' },
  { kind: 'equipment', id: 'eq42' },
  { kind: 'signin', ticket: 'T0123456789' }
]

describe('SiteFlow codes', () => {
  it.each(TARGETS)('reads back what it writes: %o', (target) => {
    expect(parseCode(codeText(target))).toEqual(target)
  })

  it('reads the code inside the H5 address printed on a sticker', () => {
    const target = TARGETS[0]
    const url = codeUrl('https://site.example.com/', target)
    expect(url).toBe('https://site.example.com/?q=sf%3Aform%2Fp-001%2FhazardInvestigat')
    expect(parseCode(url)).toEqual(target)
  })

  it('reads the code when WeChat wraps the address once more (the mini-program q of an ordinary code)', () => {
    const inner = codeUrl('https://site.example.com', TARGETS[1])
    expect(parseCode(`https://open.weixin.qq.com/x?q=${encodeURIComponent(inner)}`)).toEqual(TARGETS[1])
  })

  it('reads a mini-program scene', () => {
    expect(parseCode(`https://x.example/?scene=${encodeURIComponent('sf:equipment/eq42')}`)).toEqual(TARGETS[2])
  })

  it.each([
    'hello world',
    'https://www.example.com/?a=1',
    'sf:form/onlyone',
    'sf:record/a/b/c',
    'sf:unknown/x',
    'sf:constructor/x',
    'sf:equipment/../etc',
    'sf:equipment/',
    'https://site.example.com/?q=%E0%A4%A',
    ''
  ])('shows anything else as its text: %s', (text) => {
    expect(parseCode(text)).toEqual({ kind: 'text', text })
  })

  it('trims what the camera read', () => {
    expect(parseCode('  sf:equipment/eq42\n')).toEqual(TARGETS[2])
    expect(parseCode('  plain ')).toEqual({ kind: 'text', text: 'plain' })
  })
})

describe('where a code leads', () => {
  const ctx = { projectId: 'p-001', formRouteOf: (m: string) => (m === 'workMessage' ? 'pages/apply/transactionCenter/workMessage/addMessage' : undefined) }

  it('opens the form of a module of my project, on its own form route when it has one', () => {
    expect(codePage({ kind: 'form', projectId: 'p-001', module: 'hazardInvestigat' }, ctx))
      .toEqual({ path: 'pages/apply/dynamicModel/form', query: { enCode: 'hazardInvestigat' } })
    expect(codePage({ kind: 'form', projectId: 'p-001', module: 'workMessage' }, ctx))
      .toEqual({ path: 'pages/apply/transactionCenter/workMessage/addMessage', query: { enCode: 'workMessage' } })
  })

  it('does not open a form of another project', () => {
    expect(codePage({ kind: 'form', projectId: 'p-002', module: 'hazardInvestigat' }, ctx)).toEqual({ message: expect.stringContaining('其他项目') })
  })

  it('opens a record and a piece of equipment on the record screen', () => {
    expect(codePage({ kind: 'record', module: 'keyInspections', id: 'r1' }, ctx)).toEqual({ path: 'pages/apply/dynamicModel/detail', query: { modelId: 'keyInspections', id: 'r1' } })
    expect(codePage({ kind: 'equipment', id: 'e1' }, ctx)).toEqual({ path: 'pages/apply/dynamicModel/detail', query: { modelId: 'specialEquipment', id: 'e1' } })
  })
})

describe('the modules a sticker can be printed for', () => {
  it('takes the tiles that list a module, each once, in menu order', () => {
    const menus = [
      { fullName: '安全管理', children: [
        { fullName: '隐患排查', urlAddress: '/pages/apply/hazardInvestigat/index' },
        { fullName: '随手拍', urlAddress: '/pages/apply/casualSnap/index' }
      ] },
      { fullName: '隐患排查（副本）', urlAddress: '/pages/apply/hazardInvestigat/index' },
      { fullName: '监理日志', urlAddress: '/pages/apply/engineeringManagement/supervisionLog/index', children: null }
    ]
    const modules: Record<string, string> = { '/pages/apply/hazardInvestigat/index': 'hazardInvestigat', '/pages/apply/engineeringManagement/supervisionLog/index': 'supervisionLog' }
    expect(codeModules(menus, (url) => modules[url])).toEqual([
      { module: 'hazardInvestigat', title: '隐患排查' },
      { module: 'supervisionLog', title: '监理日志' }
    ])
  })
})
