import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-rich-text-core.js'

export const RichText = /*@__PURE__*/ createReactComponent('taro-rich-text-core', undefined, manipulatePropsFunction, defineCustomElement)
