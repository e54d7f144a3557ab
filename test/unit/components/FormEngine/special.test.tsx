/** Signature, location, colour, editor, display items and system fields. */
import '@testing-library/jest-dom'
import { act, fireEvent, screen } from '@testing-library/react'
import { reply, resetTaro, settle, taro } from '../../helpers/taro-server'
import { decodeBase64 } from '@/core/base64'
import { SVG_DATA_URL_PREFIX } from '@/core/form'
import { field } from '../../core/form/fixtures'
import { mockSelectorQuery, renderForm, testServices, typeInto } from './setup'

// The shared mock passes no touch handlers: give the canvas its touch events here.
jest.mock('@tarojs/components', () => {
  const React = jest.requireActual<typeof import('react')>('react')
  const base = jest.requireActual<Record<string, unknown>>('@tarojs/components')
  const Canvas = (props: Record<string, unknown>) => React.createElement('canvas', {
    'data-testid': 'sign-canvas', onTouchStart: props.onTouchStart, onTouchMove: props.onTouchMove, onTouchEnd: props.onTouchEnd
  })
  return new Proxy(base, { get: (target, key) => (key === 'Canvas' ? Canvas : target[key as string]) })
})

let ctx: Record<string, jest.Mock>
beforeEach(() => {
  resetTaro({ token: 'bearer t' })
  mockSelectorQuery()
  ctx = {}
  for (const m of ['setStrokeStyle', 'setLineWidth', 'setLineCap', 'setLineJoin', 'beginPath', 'moveTo', 'lineTo', 'stroke', 'draw', 'clearRect']) ctx[m] = jest.fn()
  taro.createCanvasContext.mockReturnValue(ctx)
})
afterEach(() => {
})

describe('sign', () => {
  it('draws on the canvas and stores an SVG data URL of the strokes', async () => {
    const { form } = renderForm({ config: { fields: [field('sign', 'sig', '签名')] }, services: testServices() })
    fireEvent.click(screen.getByText('点击签名'))
    const canvas = screen.getByTestId('sign-canvas')
    expect(screen.getByText('确定').closest('button')).toHaveClass('nut-button-disabled')
    fireEvent.touchStart(canvas, { touches: [{ x: 10, y: 20 }] })
    fireEvent.touchMove(canvas, { touches: [{ x: 30, y: 40 }] })
    fireEvent.touchEnd(canvas)
    expect(ctx.lineTo).toHaveBeenLastCalledWith(30, 40)
    fireEvent.click(screen.getByText('确定'))
    const value = form().getData().sig as string
    expect(value.startsWith(SVG_DATA_URL_PREFIX)).toBe(true)
    expect(decodeBase64(value.slice(SVG_DATA_URL_PREFIX.length))).toContain('d="M10 20L30 40"')
    expect(screen.getByLabelText('签名')).toHaveAttribute('src', value)
    expect(screen.getByText('重新签名')).toBeInTheDocument()
  })

  it('清除 starts the pad again; the saved signature can be used; read-only shows the image', () => {
    const signImg = 'data:image/svg+xml;base64,U0lH'
    const { form, unmount } = renderForm({ config: { fields: [field('sign', 'sig', '签名')] }, user: { userId: 'u1', signImg }, services: testServices() })
    fireEvent.click(screen.getByText('点击签名'))
    const canvas = screen.getByTestId('sign-canvas')
    fireEvent.touchStart(canvas, { touches: [{ x: 1, y: 1 }] })
    fireEvent.touchEnd(canvas)
    fireEvent.click(screen.getByText('清除'))
    expect(ctx.clearRect).toHaveBeenCalled()
    expect(screen.getByText('确定').closest('button')).toHaveClass('nut-button-disabled')
    fireEvent.click(screen.getByText('取消'))
    fireEvent.click(screen.getByText('使用我的签名'))
    expect(form().getData().sig).toBe(signImg)
    unmount()
    renderForm({ config: { fields: [field('sign', 'sig', '签名')] }, readonly: true, values: { sig: signImg } })
    expect(screen.getByLabelText('签名')).toHaveAttribute('src', signImg)
    expect(screen.queryByText('重新签名')).toBeNull()
  })
})

describe('location', () => {
  it('stores the chosen place and shows its address', async () => {
    const chooseLocation = jest.fn(async () => ({ name: '项目部', address: '杭州市西湖区', latitude: 30.2, longitude: 120.1 }))
    const { form } = renderForm({ config: { fields: [field('location', 'loc', '位置')] }, services: testServices({ chooseLocation }) })
    await act(async () => { fireEvent.click(screen.getByText('点击选择位置')); await settle() })
    expect(JSON.parse(form().getData().loc as string)).toEqual({ lng: 120.1, lat: 30.2, name: '项目部', address: '杭州市西湖区', fullAddress: '杭州市西湖区项目部' })
    expect(screen.getByText('杭州市西湖区项目部')).toBeInTheDocument()
  })

  it('a refused permission is told under the field and in a toast', async () => {
    const services = testServices({ chooseLocation: jest.fn(async () => { throw { errMsg: 'chooseLocation:fail auth deny' } }) })
    renderForm({ config: { fields: [field('location', 'loc', '位置')] }, services })
    await act(async () => { fireEvent.click(screen.getByText('点击选择位置')); await settle() })
    expect(services.toasts).toEqual(['无法获取位置，请检查定位权限后重试'])
    expect(screen.getByText('无法获取位置，请检查定位权限后重试')).toBeInTheDocument()
  })

  it('a chooser that fails (no map key, privacy settings) opens the app\'s own chooser, and keeps what it sends back (issue 14)', async () => {
    const listeners = new Map<string, Array<(...a: unknown[]) => void>>()
    ;(taro as unknown as { eventCenter: unknown }).eventCenter = {
      on: (n: string, f: (...a: unknown[]) => void) => listeners.set(n, [...(listeners.get(n) ?? []), f]),
      off: (n: string, f: (...a: unknown[]) => void) => listeners.set(n, (listeners.get(n) ?? []).filter((g) => g !== f)),
      trigger: (n: string, ...a: unknown[]) => (listeners.get(n) ?? []).forEach((f) => f(...a))
    }
    taro.navigateTo.mockResolvedValue({})
    taro.chooseLocation.mockRejectedValue({ errMsg: 'LOCATION_APIKEY needed' })
    const { form } = renderForm({ config: { fields: [field('location', 'loc', '位置')] } })
    await act(async () => { fireEvent.click(screen.getByText('点击选择位置')); await settle() })
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/system/chooseLocation/index' })
    await act(async () => {
      listeners.get('locationChosen')!.forEach((f) => f({ latitude: 32.0365, longitude: 118.969, name: '坐标 32.03650, 118.96900', address: '' }))
      await settle()
    })
    expect(JSON.parse(form().getData().loc as string)).toMatchObject({ lat: 32.0365, lng: 118.969 })
    expect(screen.queryByText(/无法获取位置|未配置地图服务/)).toBeNull()
    expect(listeners.get('locationChosen')).toEqual([])
  })

  it('the default chooser is Taro.chooseLocation; cancelling changes nothing', async () => {
    taro.chooseLocation.mockRejectedValue({ errMsg: 'chooseLocation:fail cancel' })
    const { form } = renderForm({ config: { fields: [field('location', 'loc', '位置')] } })
    await act(async () => { fireEvent.click(screen.getByText('点击选择位置')); await settle() })
    expect(taro.chooseLocation).toHaveBeenCalled()
    expect(form().getData().loc).toBe('')
    expect(taro.showToast).not.toHaveBeenCalled()
  })
})

describe('colour, editor, rate, slider', () => {
  it('colour: a swatch or a valid hex', () => {
    const { form } = renderForm({ config: { fields: [field('colorPicker', 'c', '颜色')] }, services: testServices() })
    fireEvent.click(screen.getByLabelText('#67c23a'))
    expect(form().getData().c).toBe('#67c23a')
    typeInto(screen.getByPlaceholderText('#409eff'), '#12')
    expect(screen.getByText('请输入 #RGB 或 #RRGGBB 格式的颜色')).toBeInTheDocument()
    expect(form().getData().c).toBe('#67c23a')
    typeInto(screen.getByPlaceholderText('#409eff'), '#123')
    expect(form().getData().c).toBe('#123')
  })

  it('editor: edited as text, shown read-only as safe rich text', () => {
    const { form, unmount } = renderForm({ config: { fields: [field('editor', 'e', '内容', { placeholder: '内容' })] }, services: testServices() })
    typeInto(screen.getByPlaceholderText('内容'), '<p>整改完成</p>')
    expect(form().getData().e).toBe('<p>整改完成</p>')
    unmount()
    const { container } = renderForm({ config: { fields: [field('editor', 'e', '内容')] }, readonly: true, values: { e: '<p>好</p><script>alert(1)</script>' } })
    expect(container.querySelector('[data-taro="RichText"]')).toBeInTheDocument()
  })

  it('rate shows stars read-only too; a slider value shows as text read-only', () => {
    const { container } = renderForm({ config: { fields: [field('rate', 'r', '评分', { max: 5 }), field('slider', 's', '进度')] }, readonly: true, values: { r: 3, s: 40 } })
    expect(container.querySelectorAll('.nut-rate-item')).toHaveLength(5)
    expect(screen.getByText('40')).toBeInTheDocument()
  })
})

describe('display items and system fields', () => {
  it('system fields read 系统自动生成 when adding and show the record when editing, users by name', async () => {
    const fields = [field('billRule', 'no', '编号'), field('createTime', 'ct', '创建时间'), field('createUser', 'cu', '创建人')]
    const { unmount } = renderForm({ config: { fields } })
    expect(screen.getAllByText('系统自动生成')).toHaveLength(3)
    unmount()
    reply('POST', '/api/permission/Users/getSelectedList', { list: [{ id: 'u_zhang', type: 'user', fullName: '张三' }] })
    renderForm({ config: { fields }, values: { no: 'AQ-2024-001', ct: new Date(2024, 0, 2, 3, 4, 5).getTime(), cu: 'u_zhang' } })
    await act(async () => { await settle() })
    expect(screen.getByText('AQ-2024-001')).toBeInTheDocument()
    expect(screen.getByText('2024-01-02 03:04:05')).toBeInTheDocument()
    expect(screen.getByText('张三')).toBeInTheDocument()
  })

  it('a barcode shows another field\'s value; a link copies its address', async () => {
    taro.setClipboardData.mockResolvedValue({})
    const services = testServices()
    const fields = [
      field('input', 'code', '编码'),
      field('barcode', '', '条码', { dataType: 'relation', relationField: 'code' }),
      field('link', '', '链接', { content: '规范原文', href: 'https://example.com/spec' })
    ]
    renderForm({ config: { fields }, values: { code: 'EQ-77' }, services })
    expect(screen.getByText('EQ-77', { selector: '.sf-fe-code__text' })).toBeInTheDocument()
    await act(async () => { fireEvent.click(screen.getByText('规范原文')); await settle() })
    expect(taro.setClipboardData).toHaveBeenCalledWith({ data: 'https://example.com/spec' })
    expect(services.toasts).toEqual(['链接已复制，请在浏览器中打开'])
  })

  it('a calculate field with thousands separators', () => {
    renderForm({ config: { fields: [field('numInput', 'a', 'A'), field('calculate', 'c', '金额', { expression: ['a', '*', 1000], thousands: true })] }, values: { a: 1234.5 } })
    expect(screen.getByText('1,234,500')).toBeInTheDocument()
  })
})
