import { barWidth, dailyReportPreset, dayHasRecords, fillError, money, percentText, quantityText, weekTitle } from '@/core/progress'

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

describe('the daily report from what the day recorded', () => {
  const day = {
    date: Date.UTC(2026, 2, 9, 16),
    fills: [
      { itemCode: '405-1-c', itemName: '钻孔灌注桩（Φ1.5m）', unit: 'm', quantity: 48, wbsPath: '秦淮河大桥 / 钻孔灌注桩 / 2#墩桩基', contractId: 'ct_sg01' },
      { itemCode: '405-1-c', itemName: '钻孔灌注桩（Φ1.5m）', unit: 'm', quantity: 36.5, wbsPath: '秦淮河大桥 / 钻孔灌注桩 / 3#墩桩基', contractId: 'ct_sg01' }
    ],
    inspections: [{ checklistName: '高处作业', wbsPart: '3#墩承台', failed: 1 }],
    materials: [{ materialName: 'HRB400E 钢筋', specification: 'Φ25', quantity: 32.5, unitName: '吨' }],
    hazards: []
  }
  it('takes over the day, the section, the parts, one unit\'s total and the rest as the remark', () => {
    expect(dayHasRecords(day)).toBe(true)
    expect(dayHasRecords({ date: 0, fills: [], hazards: [] })).toBe(false)
    expect(dailyReportPreset(day, 'ct_sg02')).toEqual({
      reportDate: day.date,
      contractName: 'ct_sg01',
      wbsPart: '秦淮河大桥 / 钻孔灌注桩 / 2#墩桩基；秦淮河大桥 / 钻孔灌注桩 / 3#墩桩基',
      todayQuantity: 84.5,
      unit: 'm',
      remark: '完成：钻孔灌注桩（Φ1.5m） 48m，钻孔灌注桩（Φ1.5m） 36.5m\n检查：高处作业（3#墩承台）1 项不合格\n材料进场：HRB400E 钢筋 Φ25 32.5吨'
    })
  })
  it('leaves the quantity to the user when the fills are of several units', () => {
    const mixed = { ...day, fills: [...day.fills, { itemCode: '410-2-a', itemName: 'C30混凝土承台', unit: 'm³', quantity: 12, wbsPath: '', contractId: 'ct_sg01' }] }
    const preset = dailyReportPreset(mixed, '')
    expect(preset.todayQuantity).toBeUndefined()
    expect(preset.unit).toBeUndefined()
  })
})

describe('the week navigator', () => {
  const monday = Date.UTC(2026, 2, 8, 16) // Monday 9 March, China
  const tuesday = Date.UTC(2026, 2, 10, 2)
  it('says 本周, 上周, 下周 and the week\'s dates', () => {
    expect(weekTitle(monday, tuesday)).toBe('本周 03-09 ~ 03-15')
    expect(weekTitle(monday - 7 * 86_400_000, tuesday)).toBe('上周 03-02 ~ 03-08')
    expect(weekTitle(monday + 7 * 86_400_000, tuesday)).toBe('下周 03-16 ~ 03-22')
    expect(weekTitle(monday - 21 * 86_400_000, tuesday)).toBe('02-16 ~ 02-22')
  })
})
