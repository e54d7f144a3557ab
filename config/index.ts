import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import TsconfigPathsPlugin from 'tsconfig-paths-webpack-plugin'
import webpack from 'webpack'
import devConfig from './dev'
import prodConfig from './prod'
import path from 'node:path'
import { requireWithEsbuild } from '@tarojs/helper'
import { BASE_BUILD, h5Build, sassOptions } from './h5'
import { WeappStatsPlugin } from './weapp-stats'
import { H5StatsPlugin } from './h5-stats'
import { WeappSubCommonPlugin } from './weapp-sub-common'

// Taro's config loader compiles only files under config/: bundle the app's own tables with
// esbuild, as Taro does for app.config.ts, and list them as build dependencies of the cache.
const ROUTES_FILE = path.resolve(__dirname, '../src/routes.ts')
const CONSTANTS_FILE = path.resolve(__dirname, '../src/core/constants.ts')
/** The build's own settings: the framework and shared H5 settings, babel's, the browser targets, the shims. */
const BUILD_SETTINGS = ['h5.ts', 'index.ts', '../babel.config.js', '../package.json', 'shims/'].map((f) => path.resolve(__dirname, f) + (f.endsWith('/') ? '/' : ''))
const { ALL_ROUTES, ASYNC_PACKAGES, SUB_PACKAGES } = requireWithEsbuild(ROUTES_FILE) as typeof import('../src/routes')
const { CHUNK_TIMEOUT } = requireWithEsbuild(CONSTANTS_FILE) as typeof import('../src/core/constants')

/** Backend addresses, fixed at build time (README: "Pointing the app at another backend"). */
const buildEnv = {
  'process.env.TARO_APP_BASE_URL': JSON.stringify(process.env.TARO_APP_BASE_URL ?? ''),
  'process.env.TARO_APP_SOCKET_URL': JSON.stringify(process.env.TARO_APP_SOCKET_URL ?? '')
}

/** H5 aliases from the route table: '/' opens the launch page, plus the system pages. Taro's
 *  router answers a page with aliases only at its aliases: its own path is listed too, or
 *  /pages/launch/index and /pages/system/... would be pages the app does not have (issue 12). */
const customRoutes = Object.fromEntries(
  ALL_ROUTES.filter((r) => r.alias).map((r) => [`/${r.path}`, [...r.alias!, `/${r.path}`]])
)

/** qs's side-channel without the engines-without-WeakMap fallbacks (config/shims/side-channel.js). */
const SIDE_CHANNEL = path.resolve(__dirname, 'shims/side-channel.js')
const PREACT_DOM_MINI = path.resolve(__dirname, 'shims/preact-dom.js')
const TARO_COMPONENTS_H5 = path.resolve(__dirname, 'shims/taro-components/index.js')
/** The icon set's entry: only re-exports, whatever its package.json says (see the mini build). */
const NUTUI_ICONS_INDEX = /@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]index\.es\.js$/

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'siteflow',
    date: '2026-11-22',
    ...BASE_BUILD,
    sourceRoot: 'src',
    // one output folder per platform so both builds coexist
    outputRoot: `dist/${process.env.TARO_ENV}`,
    defineConstants: buildEnv,
    copy: {
      patterns: [
        { from: 'src/assets/tabbar/', to: `dist/${process.env.TARO_ENV}/assets/tabbar/` },
        // the mini-program's async packages get their prebuilt code (scripts/echarts-weapp.ts)
        ...(process.env.TARO_ENV === 'weapp' ? ASYNC_PACKAGES.map((p) => ({ from: p.source, to: `dist/weapp/${p.root}/${p.file}` })) : [])
      ],
      options: {}
    },
    // The files are UTF-8: Chinese text written as itself takes half the bytes of Taro's default
    // \uXXXX escapes, and compresses better too (H5's first load, issue 12)
    terser: { enable: true, config: { output: { ascii_only: false } } },
    // what changes the output besides the sources: a change to any of these builds afresh (a cache
    // made under React was taken for the Preact build's, and a page failed with ee.render is not a function)
    cache: { enable: true, buildDependencies: { config: [ROUTES_FILE, CONSTANTS_FILE, ...BUILD_SETTINGS] } },
    mini: {
      // shared code used only by subpackages stays out of the main package
      optimizeMainPackage: { enable: true },
      sassLoaderOption: { sassOptions },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } }
      },
      webpackChain (chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        chain.resolve.alias.set('side-channel$', SIDE_CHANNEL)
        // Preact's DOM with createRoot, which Taro's runtime calls (config/shims/preact-dom.js): exact
        // names first, before the framework plugin's prefix alias of 'react-dom' (the first match wins)
        chain.resolve.alias.delete('react-dom')
        chain.resolve.alias.set('react-dom$', PREACT_DOM_MINI).set('react-dom/client$', 'preact/compat/client').set('react-dom', 'preact/compat')
        // app.config.ts reads the route table when Taro writes app.json (its config is inlined in
        // app.js as a literal), but webpack would still count the table as the app's and put it in
        // the main package: the table stays with the subpackage pages that use it
        chain.plugin('app-config-routes').use(webpack.IgnorePlugin, [{
          checkResource: (resource: string, context: string) => resource === './routes' && path.resolve(context) === path.resolve(__dirname, '../src')
        }])
        // NutUI's ConfigProvider needs only ASCII kebab-case of its theme keys (config/shims/kebabcase.js)
        chain.resolve.alias.set('lodash.kebabcase$', path.resolve(__dirname, 'shims/kebabcase.js'))
        // the icon set's index only re-exports its 200 icons, but its package marks it as having side
        // effects, so every icon was kept (41 KB in the main package) for the few NutUI and we draw
        // (the chain has sideEffects on rules; its types do not)
        ;(chain.module.rule('nutui-icons-index').test(NUTUI_ICONS_INDEX) as unknown as { sideEffects: (pure: boolean) => void }).sideEffects(false)
        // one file of what several subpackages share per subpackage, not one per module (config/weapp-sub-common.ts)
        chain.plugin('weapp-sub-common').use(WeappSubCommonPlugin, [[...Object.keys(SUB_PACKAGES), ...ASYNC_PACKAGES.map((p) => p.root)]])
        if (process.env.WEAPP_STATS) chain.plugin('weapp-stats').use(WeappStatsPlugin, [process.env.WEAPP_STATS])
      }
    },
    // SPEC.md section 9: a page chunk that takes over 120 s raises a chunk-load error
    h5: h5Build({
      customRoutes,
      chunkLoadTimeout: CHUNK_TIMEOUT,
      shimsDir: path.resolve(__dirname, 'shims'),
      imageFilesDir: path.resolve(__dirname, '../src/assets/tabbar'),
      webpackChain (chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        chain.resolve.alias.set('side-channel$', SIDE_CHANNEL)
        // Taro's components a module each, so a screen loads the ones it shows (config/shims/taro-components)
        chain.resolve.alias.set('@tarojs/components$', TARO_COMPONENTS_H5)
        // as in the mini build: the icons drawn, not all 200 of the index (issue 12)
        ;(chain.module.rule('nutui-icons-index').test(NUTUI_ICONS_INDEX) as unknown as { sideEffects: (pure: boolean) => void }).sideEffects(false)
        if (process.env.H5_STATS) chain.plugin('h5-stats').use(H5StatsPlugin, [process.env.H5_STATS])
      }
    })
  }
  return merge({}, baseConfig, process.env.NODE_ENV === 'development' ? devConfig : prodConfig)
})
