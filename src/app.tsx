import type { PropsWithChildren } from 'react'
import { useDidShow, useLaunch } from '@tarojs/taro'
import { initAppSession, onAppForeground } from '@/stores/bootstrap'
import './app.scss'

function App ({ children }: PropsWithChildren) {
  useLaunch(() => {
    initAppSession()
  })
  // every return to the foreground: unread counts over HTTP (the socket may have slept)
  useDidShow(() => {
    void onAppForeground()
  })
  return children
}

export default App
