/**
 * src/platform/framework.h5.ts: Taro's React wrappers of its H5 web components, rendered by Preact
 * (the H5 build's framework, config/h5.ts) as the build renders them: the real wrapper of
 * @tarojs/components with 'react' and 'react-dom' as preact/compat. Without the glue a chosen exam
 * option kept aria-checked="false" and the chat's 发送 kept aria-disabled="true" (issue 12 e2e).
 */
import { createElement as h, render } from 'preact'
import { act } from 'preact/test-utils'
import { asReactAttrs, installFrameworkGlue } from '@/platform/framework.h5'

jest.mock('react', () => jest.requireActual('preact/compat'))
jest.mock('react-dom', () => jest.requireActual('preact/compat'))
// a constant of Taro's build (false there: the web components define themselves)
;(globalThis as Record<string, unknown>).DEPRECATED_ADAPTER_COMPONENT = false
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createReactComponent } = require('@tarojs/components/lib/react/react-component-lib/createComponent.js')

const View = createReactComponent('taro-view-core')
const Input = createReactComponent('taro-input-core')

describe('asReactAttrs: aria-* and data-* written as React writes them', () => {
  it.each([
    [{ 'aria-checked': false }, { 'aria-checked': 'false' }],
    [{ 'aria-valuenow': 40, 'data-index': 0 }, { 'aria-valuenow': '40', 'data-index': '0' }],
    [{ 'aria-label': '发送', role: 'button' }, { 'aria-label': '发送', role: 'button' }],
    [{ disabled: true, maxlength: 5 }, { disabled: true, maxlength: 5 }],
    [{ 'aria-hidden': undefined }, { 'aria-hidden': undefined }]
  ])('%j -> %j', (props, expected) => {
    expect(asReactAttrs(props)).toEqual(expected)
  })

  it('answers the same object when nothing changes (no copy per vnode)', () => {
    const props = { className: 'a', 'aria-label': 'x' }
    expect(asReactAttrs(props)).toBe(props)
  })
})

describe('a Taro web component under Preact', () => {
  let root: HTMLElement
  beforeAll(() => installFrameworkGlue())
  beforeEach(() => { root = document.createElement('div'); document.body.appendChild(root) })
  afterEach(() => { render(null, root); root.remove() })

  it('keeps its aria-* and data-* attributes in step with the state they come from', () => {
    const draw = (on: boolean, n: number) => act(() => { render(h(View, { role: 'radio', 'aria-checked': on, 'data-n': n }), root) })
    draw(false, 1)
    const el = root.querySelector('taro-view-core')!
    expect(el.getAttribute('aria-checked')).toBe('false')
    draw(true, 2)
    expect(el.getAttribute('aria-checked')).toBe('true')
    expect(el.getAttribute('data-n')).toBe('2')
    draw(false, 3)
    expect(el.getAttribute('aria-checked')).toBe('false')
  })

  const typing = () => {
    const digitsOnly = (typed: string) => typed.replace(/\D/g, '')
    const state = { value: '12', renders: 0 }
    const draw = () => {
      state.renders++
      render(h(Input, {
        value: state.value,
        onInput: (e: CustomEvent<{ value: string }>) => {
          // as useState: a new value renders again (a moment later, as Preact does), the same one does not
          const next = digitsOnly(e.detail.value)
          if (next !== state.value) { state.value = next; void Promise.resolve().then(draw) }
        }
      }), root)
    }
    act(draw)
    const el = root.querySelector('taro-input-core') as HTMLElement & { value: string }
    const type = async (text: string) => {
      el.value = text
      el.dispatchEvent(new CustomEvent('input', { detail: { value: text } }))
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    return { el, state, type }
  }

  it('keeps what was typed when the app takes it, and takes back a keystroke the app refused', async () => {
    const { el, state, type } = typing()
    expect(el.value).toBe('12')
    await type('123')
    expect([el.value, state.value]).toEqual(['123', '123'])
    // a letter: the app keeps '123' and renders nothing new
    await type('123a')
    expect([el.value, state.value]).toEqual(['123', '123'])
    await type('1234')
    expect([el.value, state.value, state.renders]).toEqual(['1234', '1234', 3])
  })
})
