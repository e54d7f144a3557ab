/**
 * Taro's Video on H5 in a module of its own. On H5, @tarojs/components is one module holding the
 * React wrapper (and web component) of every component any page imports from it, and it loads with
 * every page, login included: Video's player (controls, danmu, full screen) and Canvas were in
 * every first load. Imported from here (src/components/tags), they load only with the screens that
 * show them. Same wrapper as @tarojs/components/lib/react builds; the mini-program reads video.ts.
 */
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import type { Video as VideoType } from '@tarojs/components'
// required, not imported: its declarations bring Stencil's, whose global jest matchers (toHaveAttribute
// with one argument) would replace jest-dom's in the unit tests' type check
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defineCustomElement } = require('@tarojs/components/dist/components/taro-video-core.js') as { defineCustomElement: () => void }

export const Video = createReactComponent('taro-video-core', undefined, manipulatePropsFunction, defineCustomElement) as unknown as typeof VideoType
