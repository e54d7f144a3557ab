import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-scroll-view-core.js'

export const ScrollView = /*@__PURE__*/ createReactComponent('taro-scroll-view-core', undefined, manipulatePropsFunction, defineCustomElement)
