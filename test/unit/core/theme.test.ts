import { FONT_SIZES, SPACING_SCALE, TAB_COLORS, THEME_COLORS, Z_INDEX, alertIcon, type ThemeType } from '@/core/theme'

describe('"Theme colours: primary #2979ff, success #19be6b, warning #ff9900, error #fa3534, info #909399"', () => {
  it.each<[ThemeType, string]>([
    ['primary', '#2979ff'],
    ['success', '#19be6b'],
    ['warning', '#ff9900'],
    ['error', '#fa3534'],
    ['info', '#909399']
  ])('%s is %s', (type, colour) => {
    expect(THEME_COLORS[type]).toBe(colour)
  })
})

it('"Tab colours: text #303133, selected #2979FF, background white"', () => {
  expect(TAB_COLORS).toEqual({ color: '#303133', selectedColor: '#2979FF', backgroundColor: '#ffffff' })
})

describe('"Layering: toast 10090, no-network 10080, popup 10075, mask 10070, navbar 980, top tips 975, sticky 970, index-list sticky 965"', () => {
  it('has those values', () => {
    expect(Z_INDEX).toEqual({
      toast: 10090, noNetwork: 10080, popup: 10075, mask: 10070,
      navbar: 980, topTips: 975, sticky: 970, indexListSticky: 965
    })
  })
  it('stacks in the order listed, highest first', () => {
    const values = Object.values(Z_INDEX)
    expect(values).toEqual([...values].sort((a, b) => b - a))
  })
})

describe('"Alert icons: primary and info use an info icon, error a close icon, warning an error icon, success a checkmark (filled optional)"', () => {
  it.each<[ThemeType, boolean, string]>([
    ['primary', false, 'info-circle'],
    ['info', false, 'info-circle'],
    ['error', false, 'close-circle'],
    ['warning', false, 'error-circle'],
    ['success', false, 'checkmark-circle'],
    ['success', true, 'checkmark-circle-fill'],
    ['error', true, 'close-circle-fill'],
    ['info', true, 'info-circle-fill']
  ])('%s (filled %p) → %s', (type, filled, icon) => {
    expect(alertIcon(type, filled)).toBe(icon)
  })

  it('is not filled by default', () => {
    expect(alertIcon('success')).toBe('checkmark-circle')
  })
})

describe('scales', () => {
  it('spacing runs from 0 to 80 in even steps and multiples of 5', () => {
    expect(SPACING_SCALE[0]).toBe(0)
    expect(SPACING_SCALE[SPACING_SCALE.length - 1]).toBe(80)
    expect(SPACING_SCALE.slice(0, 8)).toEqual([0, 2, 4, 5, 6, 8, 10, 12])
    expect(SPACING_SCALE).not.toContain(7)
    expect(SPACING_SCALE).toContain(15)
  })
  it('font sizes are every integer from 9 to 40', () => {
    expect(FONT_SIZES).toHaveLength(32)
    expect(FONT_SIZES[0]).toBe(9)
    expect(FONT_SIZES[31]).toBe(40)
  })
})
