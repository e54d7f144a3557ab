/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.less'
declare module '*.scss'
declare module '*.sass'
declare module '*.styl'

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'quickapp' | 'qq' | 'jd'
    /** backend base URL fixed at build time (README) */
    TARO_APP_BASE_URL?: string
    /** IM websocket URL fixed at build time (README) */
    TARO_APP_SOCKET_URL?: string
  }
}

/** qs's stringify alone (src/core/query.ts), typed as qs's own. */
declare module 'qs/lib/stringify' {
  import type { stringify } from 'qs'
  const stringifyOnly: typeof stringify
  export = stringifyOnly
}
