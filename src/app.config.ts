import { ALL_ROUTES, ASYNC_PACKAGES, MAIN_ROUTES, SUB_PACKAGES, TABS, PRELOAD } from './routes'
import { TAB_COLORS } from './core/theme'

// Everything here is derived from src/routes.ts.
const weapp = process.env.TARO_ENV === 'weapp'
// H5 has no packages, and its app chunk carries this config as text (issue 12): every page in one
// list (the order Taro would merge them in), without the packages' lists or their preloading
const h5 = process.env.TARO_ENV === 'h5'

export default defineAppConfig({
  pages: (h5 ? ALL_ROUTES : MAIN_ROUTES).map((r) => r.path),
  subPackages: h5 ? [] : [
    ...Object.entries(SUB_PACKAGES).map(([root, routes]) => ({
      root,
      pages: routes.map((r) => r.path.slice(root.length + 1))
    })),
    ...(weapp ? ASYNC_PACKAGES.map((p) => ({ root: p.root, pages: [...p.pages] })) : [])
  ],
  // the name require.async uses for each async package's file, wherever the calling code lands
  ...(weapp ? { resolveAlias: Object.fromEntries(ASYNC_PACKAGES.map((p) => [`${p.alias}/*`, `${p.root}/*`])) } : {}),
  preloadRule: h5 ? {} : Object.fromEntries(
    Object.entries(PRELOAD).map(([page, root]) => [page, { network: 'all', packages: [root] }])
  ),
  tabBar: {
    color: TAB_COLORS.color,
    selectedColor: TAB_COLORS.selectedColor,
    backgroundColor: TAB_COLORS.backgroundColor,
    borderStyle: 'black',
    list: TABS.map((t) => ({
      pagePath: t.path,
      text: t.text,
      iconPath: `assets/tabbar/${t.icon}.png`,
      selectedIconPath: `assets/tabbar/${t.icon}-active.png`
    }))
  },
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: 'SiteFlow',
    navigationBarTextStyle: 'black',
    // H5 draws Taro's title bar (title, back or home) only when this says 'default'; the
    // mini-program's own bar is this already (issue 12: H5 inner pages had no way back)
    navigationStyle: 'default',
    backgroundColor: '#f5f6f7'
  },
  permission: {
    'scope.userLocation': { desc: '用于考勤打卡与隐患定位' }
  },
  requiredPrivateInfos: ['getLocation', 'chooseLocation'],
  lazyCodeLoading: 'requiredComponents'
})
