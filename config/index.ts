import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import TsconfigPathsPlugin from 'tsconfig-paths-webpack-plugin'
import devConfig from './dev'
import prodConfig from './prod'
import path from 'node:path'
import { requireWithEsbuild } from '@tarojs/helper'

// Taro's config loader compiles only files under config/: bundle the app's own tables with
// esbuild, as Taro does for app.config.ts, and list them as build dependencies of the cache.
const ROUTES_FILE = path.resolve(__dirname, '../src/routes.ts')
const CONSTANTS_FILE = path.resolve(__dirname, '../src/core/constants.ts')
const { ALL_ROUTES } = requireWithEsbuild(ROUTES_FILE) as typeof import('../src/routes')
const { CHUNK_TIMEOUT } = requireWithEsbuild(CONSTANTS_FILE) as typeof import('../src/core/constants')

/** Backend addresses, fixed at build time (README: "Pointing the app at another backend"). */
const buildEnv = {
  'process.env.TARO_APP_BASE_URL': JSON.stringify(process.env.TARO_APP_BASE_URL ?? ''),
  'process.env.TARO_APP_SOCKET_URL': JSON.stringify(process.env.TARO_APP_SOCKET_URL ?? '')
}

/** H5 aliases from the route table: '/' opens the launch page, plus the system pages. */
const customRoutes = Object.fromEntries(
  ALL_ROUTES.filter((r) => r.alias).map((r) => [`/${r.path}`, r.alias!])
)

/** The H5 root font size's cap in px: a 375 px phone gets 20, a 480 px one reaches 24 (px in the styles are rem of it). */
const H5_MAX_ROOT_SIZE = 24
const sassOptions = { silenceDeprecations: ['legacy-js-api', 'import', 'global-builtin'] }

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'siteflow',
    date: '2026-11-22',
    // NutUI React Taro is designed at 375px; our own styles at 750px
    designWidth (input) {
      const file = (input as any)?.file?.replace(/\\+/g, '/') ?? ''
      return file.includes('@nutui') ? 375 : 750
    },
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // one output folder per platform so both builds coexist
    outputRoot: `dist/${process.env.TARO_ENV}`,
    plugins: ['@tarojs/plugin-html'],
    defineConstants: buildEnv,
    copy: {
      patterns: [{ from: 'src/assets/tabbar/', to: `dist/${process.env.TARO_ENV}/assets/tabbar/` }],
      options: {}
    },
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: true, buildDependencies: { config: [ROUTES_FILE, CONSTANTS_FILE] } },
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
      }
    },
    h5: {
      publicPath: '/',
      staticDirectory: 'static',
      sassLoaderOption: { sassOptions },
      router: { mode: 'browser', customRoutes },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
        // SPEC.md section 9: a page chunk that takes over 120 s raises a chunk-load error
        chunkLoadTimeout: CHUNK_TIMEOUT
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css'
      },
      postcss: {
        // the root size follows the window up to a large phone's: at a desk the text stays phone-sized
        // (not twice it) beside NutUI's parts, which do not scale (issue 20)
        pxtransform: { enable: true, config: { maxRootSize: H5_MAX_ROOT_SIZE } },
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } }
      },
      webpackChain (chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
      }
    }
  }
  return merge({}, baseConfig, process.env.NODE_ENV === 'development' ? devConfig : prodConfig)
})
