// Taro's Canvas on H5 in a module of its own: why in video.h5.ts.
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-canvas-core.js'
import type { Canvas as CanvasType } from '@tarojs/components'

export const Canvas = createReactComponent('taro-canvas-core', undefined, manipulatePropsFunction, defineCustomElement) as unknown as typeof CanvasType
