import type { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import './app.scss'

function App ({ children }: PropsWithChildren) {
  useLaunch(() => {
    console.info('[SiteFlow] launched')
  })
  return children
}

export default App
