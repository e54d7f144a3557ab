import { optionPair, optionProps, optionSource, optionText, sourceKey, valueNodes } from '@/core/form'
import type { FormField } from '../../../../types/api/form'
import { field } from './fixtures'

const node = (f: FormField) => valueNodes([f])[0]
const levels = [{ fullName: '一般', id: '1' }, { fullName: '较大', id: '2' }, { fullName: '重大', id: 3 }]

describe('option keys', () => {
  it.each<[string, FormField, ReturnType<typeof optionProps>]>([
    ['defaults', field('select', 'a', 'A'), { label: 'fullName', value: 'id', children: 'children' }],
    ['__config__.props', field('select', 'a', 'A', {}, { props: { label: 'name', value: 'enCode' } }), { label: 'name', value: 'enCode', children: 'children' }],
    ['props.props of a cascader', field('cascader', 'a', 'A', { props: { props: { label: 'label', value: 'value', children: 'kids' } } }), { label: 'label', value: 'value', children: 'kids' }]
  ])('%s', (_name, f, expected) => {
    expect(optionProps(node(f))).toEqual(expected)
  })
})

describe('where options come from', () => {
  it('static: inline __slot__.options', () => {
    expect(optionSource(node(field('radio', 'a', 'A', { __slot__: { options: levels } })))).toEqual({ type: 'static', options: levels })
  })

  it('static: options of a cascader / treeSelect', () => {
    expect(optionSource(node(field('treeSelect', 'a', 'A', { options: levels }, { dataType: 'static' })))).toEqual({ type: 'static', options: levels })
  })

  it('dictionary', () => {
    const f = field('select', 'a', 'A', { __slot__: { options: levels } }, { dataType: 'dictionary', dictionaryType: 'dt1' })
    expect(optionSource(node(f))).toEqual({ type: 'dictionary', dictionaryType: 'dt1' })
  })

  it('dicSelect always reads its dictionary', () => {
    expect(optionSource(node(field('dicSelect', 'a', 'A', {}, { dictionaryType: 'dt2' })))).toEqual({ type: 'dictionary', dictionaryType: 'dt2' })
  })

  it('dynamic: a data interface, parameters fixed or from other fields', () => {
    const f = field('select', 'a', 'A', {}, {
      dataType: 'dynamic', propsUrl: 'if1',
      templateJson: [{ field: 'projectId', relationField: 'project' }, { field: 'type', defaultValue: 'x' }]
    })
    const source = optionSource(node(f), { project: 'p9' })
    expect(source).toEqual({ type: 'dynamic', interfaceId: 'if1', paramList: [{ field: 'projectId', defaultValue: 'p9' }, { field: 'type', defaultValue: 'x' }] })
    expect(sourceKey(source)).toBe('dynamic:if1:[{"field":"projectId","defaultValue":"p9"},{"field":"type","defaultValue":"x"}]')
  })

  it('dynamic without an interface falls back to inline options', () => {
    expect(optionSource(node(field('select', 'a', 'A', {}, { dataType: 'dynamic' })))).toEqual({ type: 'static', options: [] })
  })
})

describe('value ↔ label for read-only display', () => {
  const tree = [{ id: 'zj', fullName: '浙江', children: [{ id: 'hz', fullName: '杭州' }] }]
  it.each<[string, FormField, unknown[], unknown, string]>([
    ['single select', field('select', 'a', 'A'), levels, '2', '较大'],
    ['number id', field('radio', 'a', 'A'), levels, '3', '重大'],
    ['unknown id stays', field('select', 'a', 'A'), levels, '9', '9'],
    ['empty', field('select', 'a', 'A'), levels, '', ''],
    ['multiple → comma list', field('select', 'a', 'A', { multiple: true }), levels, ['1', '2'], '一般,较大'],
    ['checkbox', field('checkbox', 'a', 'A'), levels, ['3'], '重大'],
    ['cascader path', field('cascader', 'a', 'A'), tree, ['zj', 'hz'], '浙江/杭州'],
    ['tree select by id', field('treeSelect', 'a', 'A'), tree, 'hz', '杭州'],
    ['enCode values', field('select', 'a', 'A', {}, { props: { label: 'fullName', value: 'enCode' } }), [{ fullName: '甲', enCode: 'A' }], 'A', '甲']
  ])('%s', (_name, f, options, value, expected) => {
    expect(optionText(node(f), options as never, value)).toBe(expected)
  })

  it('optionPair keeps the value type', () => {
    expect(optionPair({ id: 3, fullName: '重大' }, optionProps(node(field('select', 'a', 'A'))))).toEqual({ value: 3, label: '重大' })
  })
})
