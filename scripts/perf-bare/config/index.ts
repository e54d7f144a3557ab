// A bare Taro + NutUI page built the way SiteFlow's H5 site is (config/h5.ts), for npm run perf:h5.
import path from 'node:path'
import { defineConfig } from '@tarojs/cli'
import { requireWithEsbuild } from '@tarojs/helper'

// Taro's config loader compiles only files under this config/: the app's build settings are bundled with esbuild
const { BASE_BUILD, h5Build } = requireWithEsbuild(path.resolve(__dirname, '../../../config/h5.ts')) as typeof import('../../../config/h5')

export default defineConfig<'webpack5'>({
  projectName: 'siteflow-perf-bare',
  ...BASE_BUILD,
  sourceRoot: 'src',
  outputRoot: 'dist/h5',
  cache: { enable: true },
  h5: h5Build({ chunkLoadTimeout: 120000, shimsDir: path.resolve(__dirname, '../../../config/shims') })
})
