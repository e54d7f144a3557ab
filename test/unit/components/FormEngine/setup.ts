/** Shared set-up of the FormEngine tests: Taro APIs NutUI calls that the jest mock leaves bare. */
import { taro } from '../../helpers/taro-server'

/** NutUI Tabs measures its titles with a selector query: answer with empty rects. */
export function mockSelectorQuery (): void {
  const query: Record<string, jest.Mock> = {}
  for (const name of ['select', 'selectAll', 'boundingClientRect', 'scrollOffset', 'fields', 'in']) query[name] = jest.fn(() => query)
  query.exec = jest.fn((cb?: (res: unknown[]) => void) => cb?.([[], []]))
  taro.createSelectorQuery.mockImplementation(() => query)
}

import { createRef } from 'react'
import { render } from '@testing-library/react'
import { createElement } from 'react'
import { FormEngine, type FormEngineProps, type FormEngineRef } from '@/components/FormEngine'
import type { FormServices } from '@/components/FormEngine/services'

/** Services that record toasts and answer confirms; uploads and pickers to be set per test. */
export function testServices (over: Partial<FormServices> = {}): FormServices & { toasts: string[] } {
  const toasts: string[] = []
  return {
    upload: jest.fn(() => Promise.reject(new Error('no upload in this test'))),
    pickImages: jest.fn(async () => []),
    pickFiles: jest.fn(async () => []),
    chooseLocation: jest.fn(async () => null),
    confirm: jest.fn(async () => true),
    toast: (m: string) => { toasts.push(m) },
    ...over,
    toasts
  }
}

export function renderForm (props: Omit<FormEngineProps, 'ref'>) {
  const ref = createRef<FormEngineRef>()
  const utils = render(createElement(FormEngine, { ...props, ref }))
  return { ...utils, ref, form: () => ref.current! }
}

import { createEvent, fireEvent } from '@testing-library/react'

/** Types into a Taro input or textarea: the value on the target, and on detail as Taro events carry it. */
export function typeInto (element: HTMLElement, value: string): void {
  const event = createEvent.change(element, { target: { value } })
  Object.defineProperty(event, 'detail', { value: { value } })
  fireEvent(element, event)
}
