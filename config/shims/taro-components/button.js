import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-button-core.js'

export const Button = /*@__PURE__*/ createReactComponent('taro-button-core', undefined, manipulatePropsFunction, defineCustomElement)
