import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-web-view-core.js'

export const WebView = /*@__PURE__*/ createReactComponent('taro-web-view-core', undefined, manipulatePropsFunction, defineCustomElement)
