/** FormEngine renders every field key of API.md 5.3 in both spellings, editable and read-only. */
import '@testing-library/jest-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { reply, resetTaro, settle } from '../../helpers/taro-server'
import { FormEngine } from '@/components/FormEngine'
import { useBase } from '@/stores/base'
import { allKeysConfig, labelOf, valueKeys } from './allKeys'
import { mockSelectorQuery } from './setup'

beforeEach(() => {
  resetTaro({ token: 'bearer t' })
  mockSelectorQuery()
  useBase.getState().clear()
  reply('GET', '/api/system/DictionaryData/level/Data/Selector', { list: [{ id: 'd1', fullName: '一级' }] })
  reply('POST', '/api/permission/Users/getSelectedList', { list: [] })
})

const BARE = new Set(['groupTitle', 'divider', 'JNPFText', 'text', 'alert', 'link', 'button', 'barcode', 'qrcode'])

describe('every key renders', () => {
  it('shows a label for each value field, in cards, rows, tabs and collapses, and never crashes', async () => {
    render(<FormEngine config={allKeysConfig()} />)
    await act(() => settle())
    fireEvent.click(screen.getByText('第二页'))
    for (const key of valueKeys) {
      if (BARE.has(key)) continue
      expect(screen.getAllByText(labelOf(key)).length).toBeGreaterThan(0)
    }
    expect(screen.getByText('分组标题')).toBeInTheDocument()
    expect(screen.getByText('说明文字')).toBeInTheDocument()
    expect(screen.getByText('说明文字3.5')).toBeInTheDocument()
    expect(screen.getByText('注意安全')).toBeInTheDocument()
    expect(screen.getByText('查看规范')).toBeInTheDocument()
    expect(screen.getByText('QR-1')).toBeInTheDocument()
    expect(screen.getByText('BC-1')).toBeInTheDocument()
    expect(screen.getByText('添加明细')).toBeInTheDocument()
    expect(screen.getAllByText('系统自动生成')).toHaveLength(8)
    expect(screen.getByText('暂不支持的字段：新字段（PsdInput）')).toBeInTheDocument()
  })

  it('read-only mode renders every key as text, with no inputs', async () => {
    const { container } = render(<FormEngine config={allKeysConfig()} readonly values={{ input: '现场', comInput: '旧字段' }} />)
    await act(() => settle())
    expect(screen.getByText('现场')).toBeInTheDocument()
    expect(screen.getByText('旧字段')).toBeInTheDocument()
    expect(container.querySelectorAll('input, textarea')).toHaveLength(0)
    expect(screen.queryByText('添加明细')).toBeNull()
  })

  it('read-only, a chosen option or a range reads beside its label like other text; a text area stays under it', async () => {
    const { container } = render(<FormEngine config={allKeysConfig()} readonly values={{}} />)
    await act(() => settle())
    const layoutOf = (key: string) => container.querySelector(`.sf-fe-item[data-path="${key}"]`)?.className
    for (const key of ['radio', 'checkbox', 'dateRange', 'timeRange', 'slider', 'autoComplete']) expect([key, layoutOf(key)]).toEqual([key, expect.stringContaining('sf-fe-item--inline')])
    expect(layoutOf('textarea')).toContain('sf-fe-item--block')
    // editable, they are the wide controls they are
    const editable = render(<FormEngine config={allKeysConfig()} />)
    await act(() => settle())
    expect(editable.container.querySelector('.sf-fe-item[data-path="radio"]')?.className).toContain('sf-fe-item--block')
  })
})
