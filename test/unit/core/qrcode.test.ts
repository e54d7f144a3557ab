import { codeText, codeUrl, parseCode, type CodeTarget } from '@/core/qrcode'

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
