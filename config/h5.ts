/**
 * How the H5 site is cut and shipped for weak signals (issue 12), shared by the app's build and
 * the bare page npm run perf:h5 compares it with (scripts/perf-bare), so both are built the same way.
 */
import path from 'node:path'
import zlib from 'node:zlib'
import type { IH5Config } from '@tarojs/taro/types/compile'
import type { Compiler } from 'webpack'

type H5Config = IH5Config<'webpack5'>
type Chain = Parameters<NonNullable<H5Config['webpackChain']>>[0]

export const sassOptions = { silenceDeprecations: ['legacy-js-api', 'import', 'global-builtin'] }

/** What both builds share whatever the platform: NutUI designed at 375px, our styles at 750px. */
export const BASE_BUILD = {
  designWidth: (input?: unknown) => {
    const file = (input as { file?: string } | undefined)?.file?.replace(/\\+/g, '/') ?? ''
    return file.includes('@nutui') ? 375 : 750
  },
  deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
  plugins: ['@tarojs/plugin-html'],
  // Preact (through preact/compat) in place of React's DOM and reconciler: the same components and
  // hooks for about 90 KB less in every first load (issue 12): react-dom was 40.7 KiB gzip of H5's
  // launch and login, react-reconciler 93 KB of the mini-program's main package. Taro supports it
  // as a framework of its own (babel.config.js names it too); the unit tests still render with React.
  framework: 'preact' as const,
  compiler: 'webpack5' as const
}

const NODE_MODULES = /[\\/]node_modules[\\/]/

/**
 * Taro splits only the entry's code; every page chunk carried its own copy of what it shares with
 * other pages (NutUI, the form engine, the stores: 93% of dist/h5/js was duplicates). Here code that
 * two or more chunks use is split out once: libraries and our own shared code each in chunks of
 * their own, cached across pages. Few and not tiny requests: a round trip is the costly part.
 */
export const H5_SPLIT_CHUNKS = {
  minSize: 20000,
  maxAsyncRequests: 8,
  maxInitialRequests: 6,
  cacheGroups: {
    default: false as const,
    defaultVendors: false as const,
    // the entry's libraries in a file of their own: cached across releases that change only our code
    vendors: { test: NODE_MODULES, chunks: 'initial' as const, priority: 10 },
    shared: { chunks: 'async' as const, minChunks: 2, priority: 0, reuseExistingChunk: true }
  }
}

/**
 * What taro-h5 and NutUI import for every first load and the app does without (each shim in
 * config/shims says why): polyfills for engines without fetch or AbortController, the JSONP
 * client, the user-agent parser behind getSystemInfo's OS fields, lodash's Unicode-aware
 * kebabCase. About 100 KB before minification. `dir` is config/shims (this file is also loaded
 * bundled, where it has no __dirname of its own).
 */
export function h5Shims (dir: string): Record<string, string> {
  return {
    'whatwg-fetch$': path.join(dir, 'empty.js'),
    'abortcontroller-polyfill/dist/abortcontroller-polyfill-only$': path.join(dir, 'empty.js'),
    'jsonp-retry$': path.join(dir, 'no-jsonp.js'),
    'platform$': path.join(dir, 'platform.js'),
    'lodash.kebabcase$': path.join(dir, 'kebabcase.js')
  }
}

/** Text assets at least this big get a .br and a .gz beside them. */
const COMPRESS_MIN = 1024
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/

/**
 * Writes every text asset brotli- (quality 11) and gzip- (level 9) compressed beside itself, at
 * build time, so the server sends them as they are (server/src/plugins/h5.ts, preCompressed)
 * instead of compressing on each request or not at all.
 */
export class PrecompressPlugin {
  apply (compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('sf-precompress', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'sf-precompress', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!COMPRESSIBLE.test(name)) continue
          const source = assets[name].buffer()
          if (source.length < COMPRESS_MIN) continue
          const br = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } })
          const gz = zlib.gzipSync(source, { level: 9 })
          compilation.emitAsset(`${name}.br`, new sources.RawSource(br), { compressed: true, immutable: true })
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), { compressed: true, immutable: true })
        }
      })
    })
  }
}

/** The h5 block of a Taro config: history-mode router, hashed names, the split and the compression above. */
/** The H5 root font size's cap in px: a 375 px phone gets 20, a 480 px one reaches 24 (px in the styles are rem of it). */
export const H5_MAX_ROOT_SIZE = 24

/**
 * Files the first load would otherwise carry base64 in its scripts (issue 12): the images of
 * `imageDir` (the tab bar's icons, 5.6 KiB gzip of the app chunk, fetched beside the scripts and
 * cached), and fonts written inline in a library's CSS (Taro's components' icon font, 3 KiB gzip:
 * a font file is fetched only once a glyph of it is drawn). Hashed names, cached for good.
 */
function filesNotInline (chain: Chain, imageDir?: string): void {
  if (imageDir) {
    chain.module.rule('image').exclude.add(imageDir)
    chain.module.rule('image-files').test(/\.(png|jpe?g|gif|svg|webp)$/).include.add(imageDir).end()
      .set('type', 'asset/resource').set('generator', { filename: 'static/images/[name].[contenthash:8][ext]' })
  }
  // css-loader turns a url(data:...) into a module of its own, inlined by default: as a file instead
  chain.module.rule('inline-fonts').set('scheme', 'data').set('mimetype', /^(application\/(octet-stream|x-font-\w+|font-\w+)|font\/)/)
    .set('type', 'asset/resource').set('generator', { filename: 'static/fonts/[contenthash:8].ttf' })
}

export function h5Build (opts: { customRoutes?: Record<string, string[]>, chunkLoadTimeout: number, shimsDir: string, imageFilesDir?: string, webpackChain?: (chain: Chain) => void }): H5Config {
  return {
    publicPath: '/',
    staticDirectory: 'static',
    sassLoaderOption: { sassOptions },
    router: { mode: 'browser', customRoutes: opts.customRoutes ?? {} },
    output: {
      filename: 'js/[name].[contenthash:8].js',
      chunkFilename: 'js/[name].[contenthash:8].js',
      chunkLoadTimeout: opts.chunkLoadTimeout
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
    webpackChain (chain: Chain) {
      opts.webpackChain?.(chain)
      for (const [name, shim] of Object.entries(h5Shims(opts.shimsDir))) chain.resolve.alias.set(name, shim)
      chain.optimization.splitChunks(H5_SPLIT_CHUNKS)
      filesNotInline(chain, opts.imageFilesDir)
      chain.plugin('precompress').use(PrecompressPlugin)
    }
  }
}
