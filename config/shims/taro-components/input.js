import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-input-core.js'

export const Input = /*@__PURE__*/ createReactComponent('taro-input-core', undefined, manipulatePropsFunction, defineCustomElement)
