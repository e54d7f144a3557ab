import type { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { initAppSession } from '@/stores/bootstrap'
import './app.scss'

function App ({ children }: PropsWithChildren) {
  useLaunch(() => {
    initAppSession()
  })
  return children
}

export default App
