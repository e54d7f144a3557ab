import { editText, markAt, recordCountText, tapMarks, typicalRadius, viewScale } from '@/core/rebar'

const photo = { width: 400, height: 300, slop: 2 }
const marks = [{ x: 100, y: 100, r: 10 }, { x: 121, y: 100, r: 10 }, { x: 200, y: 150, r: 14 }]

describe('rebar marks', () => {
  it('a tap on a mark removes it: the nearest where circles touch, a little outside its circle too', () => {
    expect(tapMarks(marks, 112, 100, photo)).toEqual([marks[0], marks[2]])
    expect(tapMarks(marks, 200, 165, photo)).toEqual([marks[0], marks[1]])
    expect(markAt(marks, 200, 167, 2)).toBe(-1)
  })

  it('a tap elsewhere adds a mark of the typical radius, rounded to the photo pixel; outside the photo nothing', () => {
    expect(tapMarks(marks, 300.4, 40.6, photo)).toEqual([...marks, { x: 300, y: 41, r: 10 }])
    expect(tapMarks([], 50, 50, photo)).toEqual([{ x: 50, y: 50, r: 10 }])
    expect(tapMarks(marks, 400, 10, photo)).toEqual(marks)
    expect(typicalRadius([], 900, 600)).toBe(20)
  })

  it('scales the photo to the view and says what the edits changed', () => {
    expect(viewScale(960, 343, 2)).toBeCloseTo(0.7146, 3)
    expect(editText(3, marks, marks)).toBe('自动识别 3 根')
    expect(editText(3, [marks[0], { x: 1, y: 1, r: 10 }, { x: 2, y: 2, r: 10 }], marks)).toBe('自动识别 3 根，手动删除 2 根、添加 2 根')
    expect(editText(3, [marks[0]], marks)).toBe('自动识别 3 根，手动删除 2 根')
    expect(recordCountText({ count: 146, machineCount: 145 })).toBe('146 根（识别 145 根）')
    expect(recordCountText({ count: 145, machineCount: 145 })).toBe('145 根')
  })
})
