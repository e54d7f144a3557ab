/**
 * Taro's Video on H5 in a module of its own. On H5, @tarojs/components is one module holding the
 * React wrapper (and web component) of every component any page imports from it, and it loads with
 * every page, login included: Video's player (controls, danmu, full screen) and Canvas were in
 * every first load. Imported from here (src/components/tags), they load only with the screens that
 * show them. Same wrapper as @tarojs/components/lib/react builds; the mini-program reads video.ts.
 */
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-video-core.js'
import type { Video as VideoType } from '@tarojs/components'

export const Video = createReactComponent('taro-video-core', undefined, manipulatePropsFunction, defineCustomElement) as unknown as typeof VideoType
