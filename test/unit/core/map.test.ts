/** src/core/map.ts: the map screens' rules. */
import { accuracyText, anchorOf, boundsOf, listedFeatures, placeText, queryPoint, shownLayers, stampLines, typedPoint } from '@/core/map'
import type { MapLayer } from '../../../types/api/map'

const LAYERS: MapLayer[] = [
  { key: 'sections', title: '合同段', features: [{ id: 's', name: '第一合同段', detail: '', color: '#000', link: null, geometry: { type: 'Polygon', coordinates: [[[118, 32], [119, 32], [119, 33], [118, 32]]] } }] },
  { key: 'hazards', title: '未闭合隐患', features: [{ id: 'h', name: '临边', detail: '', color: '#f00', link: null, geometry: { type: 'Point', coordinates: [118.5, 32.5] } }] }
]

describe('the map', () => {
  it('names a place by its address when the geocoder found one, else by its coordinates', () => {
    expect(placeText({ latitude: 32.0365, longitude: 118.969, address: '南京市江宁区秦淮河大桥' })).toBe('南京市江宁区秦淮河大桥')
    expect(placeText({ latitude: 32.0365, longitude: 118.969, name: '', address: '' })).toBe('32.03650, 118.96900')
  })

  it('draws only the layers switched on, in the server order', () => {
    expect(shownLayers(LAYERS, ['hazards']).map((l) => l.key)).toEqual(['hazards'])
    expect(shownLayers(LAYERS, ['hazards', 'sections']).map((l) => l.key)).toEqual(['sections', 'hazards'])
  })

  it('lists points before shapes, each with its layer', () => {
    expect(listedFeatures(LAYERS).map((f) => [f.id, f.layer])).toEqual([['h', '未闭合隐患'], ['s', '合同段']])
  })

  it('frames and anchors shapes', () => {
    expect(boundsOf([[118, 32], [119, 33], [118.5, 31.5]])).toEqual([118, 31.5, 119, 33])
    expect(boundsOf([])).toBeNull()
    expect(anchorOf(LAYERS[0].features[0].geometry)).toEqual([118.5, 32.5])
  })

  it('takes a point typed by hand, or says what is wrong', () => {
    expect(typedPoint(' 32.0365 ', '118.969')).toEqual({ point: [118.969, 32.0365] })
    expect(typedPoint('', '118')).toEqual({ error: '请输入纬度和经度' })
    expect(typedPoint('91', '118')).toEqual({ error: '纬度应在 -90 到 90 之间' })
    expect(typedPoint('32', '东经118')).toEqual({ error: '经度应在 -180 到 180 之间' })
  })

  it('reads the point a location page is opened at', () => {
    expect(queryPoint({ latitude: '32.1', longitude: '118.9', name: '拌合站' })).toEqual({ latitude: 32.1, longitude: 118.9, name: '拌合站', address: '' })
    expect(queryPoint({ latitude: 'x', longitude: '118.9' })).toBeNull()
    expect(queryPoint({})).toBeNull()
  })

  it('tells a weak fix', () => {
    expect(accuracyText(12.4)).toBe('定位精度约 12 米')
    expect(accuracyText(350)).toBe('定位精度约 350 米，信号较弱，可手动定位')
    expect(accuracyText(undefined)).toBe('')
  })

  it('stamps time, place and author', () => {
    const at = new Date(2026, 10, 25, 14, 30).getTime()
    expect(stampLines(at, { latitude: 32.03651, longitude: 118.969, name: '', address: '南京市江宁区' }, '李明'))
      .toEqual(['2026-11-25 14:30', '南京市江宁区', '32.03651, 118.96900', '李明'])
    expect(stampLines(at, null, '李明')).toEqual(['2026-11-25 14:30', '未获取到位置', '李明'])
  })
})

describe('distances', () => {
  it('measures as the server does, and says it plainly', () => {
    const { metresBetween, distanceText } = jest.requireActual('@/core/map')
    expect(Math.round(metresBetween([118.969, 32.0365], [118.969, 32.0365 + 60 / 111_195]))).toBe(60)
    expect(distanceText(59.6)).toBe('约 60 米')
    expect(distanceText(1234)).toBe('约 1.2 公里')
  })
})
