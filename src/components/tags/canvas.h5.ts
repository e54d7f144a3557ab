// Taro's Canvas on H5 in a module of its own: why in video.h5.ts.
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import type { Canvas as CanvasType } from '@tarojs/components'
// required, not imported: its declarations bring Stencil's, whose global jest matchers (toHaveAttribute
// with one argument) would replace jest-dom's in the unit tests' type check
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defineCustomElement } = require('@tarojs/components/dist/components/taro-canvas-core.js') as { defineCustomElement: () => void }

export const Canvas = createReactComponent('taro-canvas-core', undefined, manipulatePropsFunction, defineCustomElement) as unknown as typeof CanvasType
