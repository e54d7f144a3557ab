/** src/core/entry.ts: the launch parameters kept through sign-in. */
import { decodeParam, entryTarget, pickEntry } from '@/core/entry'

describe('pickEntry', () => {
  it('keeps scene, q and config, decoded, and nothing else', () => {
    expect(pickEntry({ scene: 'id%3D42', q: 'https%3A%2F%2Fexample.com%2Fqr%3Fid%3D1', config: 'eyJ9', other: 'x' }))
      .toEqual({ scene: 'id=42', q: 'https://example.com/qr?id=1', config: 'eyJ9' })
  })

  it.each([[{}], [null], [undefined], [{ scene: '' }], [{ other: '1' }]])('%j has no entry', (params) => {
    expect(pickEntry(params)).toBeNull()
  })

  it('decodeParam leaves plain and malformed values alone', () => {
    expect(decodeParam('a b')).toBe('a b')
    expect(decodeParam('100%')).toBe('100%')
    expect(decodeParam('%E4%B8%AD')).toBe('中')
    expect(decodeParam('%E4%B8')).toBe('%E4%B8')
    expect(decodeParam(undefined)).toBe('')
  })
})

describe('entryTarget', () => {
  it.each([
    [{ config: 'abc', q: 'x' }, { kind: 'form', config: 'abc' }],
    [{ q: 'https://x', scene: 's' }, { kind: 'scan', text: 'https://x' }],
    [{ scene: 's' }, { kind: 'scan', text: 's' }],
    [null, null],
    [{}, null]
  ])('%j → %j', (entry, target) => expect(entryTarget(entry)).toEqual(target))
})
