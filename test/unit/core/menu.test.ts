/** src/core/menu.ts: workbench sections and where each menu type goes (API.md §2.3). */
import { decodeJsonBase64 } from '@/core/base64'
import { DYNAMIC_MODEL_PAGE, EXTERNAL_LINK_PAGE, LOOSE_SECTION_TITLE, UNAVAILABLE_MSG, groupMenus, menuColor, menuPictogram, menuTarget, type MenuLike } from '@/core/menu'
import { findRoute } from '@/routes'

const isAppPage = (url: string) => !!findRoute(url)
const m = (over: Partial<MenuLike> & { id: string }): MenuLike => ({ fullName: over.id, type: 2, urlAddress: '', children: [], ...over })

describe('groupMenus', () => {
  const tree: MenuLike[] = [
    m({ id: 'd2', fullName: '安全管理', type: 1, sortCode: 2, children: [
      m({ id: 'p3', fullName: '动火作业', sortCode: 2, propertyJson: '{"iconBackgroundColor":"#F5222D"}' }),
      m({ id: 'p2', fullName: '隐患排查', sortCode: 1, propertyJson: '{"iconBackgroundColor":"#1890ff","moduleId":"p2"}' }),
      m({ id: 'd3', fullName: '专项', type: 1, children: [m({ id: 'p5', fullName: '特种设备' })] })
    ] }),
    m({ id: 'd1', fullName: '首页看板', type: 1, sortCode: 1, children: [m({ id: 'p1', fullName: '项目首页' })] }),
    m({ id: 'd4', fullName: '空目录', type: 1, sortCode: 3, children: [] }),
    m({ id: 'p4', fullName: '外链', type: 7, sortCode: 9, urlAddress: 'https://example.com' })
  ]

  it('a section per directory in sortCode order; children in sortCode order; nested and loose tiles; empty directories left out', () => {
    const sections = groupMenus(tree)
    expect(sections.map((s) => [s.title, s.tiles.map((t) => t.menu.id)])).toEqual([
      [LOOSE_SECTION_TITLE, ['p4']],
      ['首页看板', ['p1']],
      ['安全管理', ['p2', 'p3']],
      ['安全管理 / 专项', ['p5']]
    ])
  })

  it('tile colour from propertyJson, primary otherwise; tile text is the first two characters', () => {
    const tiles = groupMenus(tree).flatMap((s) => s.tiles)
    const byId = Object.fromEntries(tiles.map((t) => [t.menu.id, t]))
    expect(byId.p2.color).toBe('#1890ff')
    expect(byId.p3.color).toBe('#F5222D')
    expect(byId.p1.color).toBe('#2979ff')
    expect(byId.p2.text).toBe('隐患')
  })

  it.each([
    [undefined, '#2979ff'], ['', '#2979ff'], ['{broken', '#2979ff'], ['{"iconBackgroundColor":"red"}', '#2979ff'],
    ['{"iconBackgroundColor":"#abc"}', '#abc'], [{ iconBackgroundColor: '#00ff00' }, '#00ff00']
  ])('menuColor(%j) = %s', (propertyJson, color) => {
    expect(menuColor({ propertyJson: propertyJson as MenuLike['propertyJson'] })).toBe(color)
  })

  it.each([
    ['{"pictogram":"hard-hat"}', 'hard-hat'], [{ pictogram: 'flame' }, 'flame'], [undefined, null], ['{"pictogram":""}', null],
    ['{"pictogram":"../etc/passwd"}', null], ['{"pictogram":"Flame"}', null], ['{"pictogram":42}', null]
  ])('menuPictogram(%j) = %s', (propertyJson, name) => {
    expect(menuPictogram({ propertyJson: propertyJson as MenuLike['propertyJson'] })).toBe(name)
  })

  it('nothing gives no sections', () => {
    expect(groupMenus([])).toEqual([])
    expect(groupMenus(null)).toEqual([])
  })
})

describe('menuTarget', () => {
  it('type 2 opens its page with menuId and fullName', () => {
    const t = menuTarget(m({ id: 'menu_hotWork', fullName: '动火作业', type: 2, urlAddress: '/pages/apply/safetyManage/hotWork' }), isAppPage)
    expect(t).toEqual({ kind: 'open', url: '/pages/apply/safetyManage/hotWork?menuId=menu_hotWork&fullName=%E5%8A%A8%E7%81%AB%E4%BD%9C%E4%B8%9A' })
  })

  it('type 2 without the leading slash still opens', () => {
    expect(menuTarget(m({ id: 'x', type: 2, urlAddress: 'pages/apply/wbsTree/index' }), isAppPage))
      .toEqual({ kind: 'open', url: '/pages/apply/wbsTree/index?menuId=x&fullName=x' })
  })

  it.each([
    ['an unknown route', '/pages/apply/nothing/index'],
    ['no address', ''],
    ['a web address', 'https://example.com']
  ])('type 2 with %s is not available', (_name, urlAddress) => {
    expect(menuTarget(m({ id: 'x', type: 2, urlAddress }), isAppPage)).toEqual({ kind: 'unavailable', message: UNAVAILABLE_MSG })
  })

  it('type 3 opens the dynamic model with config = base64(JSON(menu)), children left out', () => {
    const menu = m({ id: 'm3', fullName: '质量检查', type: 3, propertyJson: '{"moduleId":"mod1"}', children: [m({ id: 'c' })] })
    const t = menuTarget(menu, isAppPage)
    expect(t.kind).toBe('open')
    const url = (t as { url: string }).url
    expect(url.startsWith(`${DYNAMIC_MODEL_PAGE}?config=`)).toBe(true)
    const config = decodeURIComponent(url.split('config=')[1])
    expect(decodeJsonBase64(config)).toEqual({ id: 'm3', fullName: '质量检查', type: 3, urlAddress: '', propertyJson: '{"moduleId":"mod1"}' })
  })

  it('type 7 opens the external link page with url=', () => {
    expect(menuTarget(m({ id: 'l', type: 7, urlAddress: 'https://example.com/a?b=1' }), isAppPage))
      .toEqual({ kind: 'open', url: `${EXTERNAL_LINK_PAGE}?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1` })
    expect(menuTarget(m({ id: 'l', type: 7, urlAddress: '' }), isAppPage).kind).toBe('unavailable')
  })

  it.each([1, 5, 8, 9, 42])('type %i is not available', (type) => {
    expect(menuTarget(m({ id: 'x', type, urlAddress: '/pages/apply/wbsTree/index' }), isAppPage).kind).toBe('unavailable')
  })
})
