import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-image-core.js'

export const Image = /*@__PURE__*/ createReactComponent('taro-image-core', undefined, manipulatePropsFunction, defineCustomElement)
