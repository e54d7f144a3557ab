import { barWidth, fillError, money, percentText, quantityText } from '@/core/progress'

describe('progress figures as shown', () => {
  it('reads amounts in 亿 and 万', () => {
    expect(money(191_839_441)).toBe('1.92亿元')
    expect(money(627_460.8)).toBe('62.75万元')
    expect(money(355.2)).toBe('355.2元')
  })
  it('shows percents with two decimals and bars a started item visibly', () => {
    expect(percentText(0.33)).toBe('0.33%')
    expect(percentText(100)).toBe('100.00%')
    expect(barWidth(0)).toBe(0)
    expect(barWidth(0.11)).toBe(1)
    expect(barWidth(37.5)).toBe(37.5)
    expect(barWidth(130)).toBe(100)
    expect(quantityText(18648.1234)).toBe('18648.123')
  })
})

describe('a fill before it is sent', () => {
  const now = Date.UTC(2026, 2, 10, 2)
  const ok = { quantity: '12.5', date: now - 3_600_000 }
  it('passes what the server takes', () => {
    expect(fillError(ok, 192, 'm', now)).toBe('')
    expect(fillError({ ...ok, quantity: '192' }, 192, 'm', now)).toBe('')
  })
  it('says what is wrong', () => {
    expect(fillError({ ...ok, quantity: ' ' }, 192, 'm', now)).toBe('请填写完成数量')
    expect(fillError({ ...ok, quantity: '1,2' }, 192, 'm', now)).toBe('完成数量必须是数字')
    expect(fillError({ ...ok, quantity: '-1' }, 192, 'm', now)).toBe('完成数量必须大于 0')
    expect(fillError({ ...ok, quantity: '193' }, 192, 'm', now)).toBe('本次最多还可填 192m')
    expect(fillError({ ...ok, date: null }, 192, 'm', now)).toBe('请选择完成日期')
    expect(fillError({ ...ok, date: now + 86_400_000 }, 192, 'm', now)).toBe('完成日期不能晚于今天')
  })
})
