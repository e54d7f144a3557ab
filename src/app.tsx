import type { PropsWithChildren } from 'react'
import { useDidShow, useLaunch, usePageNotFound } from '@tarojs/taro'
import { initAppSession, onAppForeground, startSocketIfSignedIn } from '@/stores/bootstrap'
import { holdForPasswordChange } from '@/stores/auth'
import { showNotFound } from '@/stores/entry'
import { installFrameworkGlue } from '@/platform/framework'
import './app.scss'

installFrameworkGlue()

function App ({ children }: PropsWithChildren) {
  useLaunch(() => {
    initAppSession()
    // SPEC §4: a token at launch starts the chat socket, whichever page the app opens on (an H5
    // reload or link lands on an inner page, not on the launch page)
    startSocketIfSignedIn()
  })
  // every return to the foreground: unread counts over HTTP (the socket may have slept); a user
  // with an initial password to change goes back to the password page instead
  useDidShow(() => {
    if (!holdForPasswordChange()) void onAppForeground()
  })
  // an address the app does not have: a page that says so and leads home, not a blank screen
  usePageNotFound((res) => { void showNotFound(res.path) })
  return children
}

export default App
