import { getJssdkSignature } from '@/api/message'
import { configureHttp } from '@/platform/http'
import { currentUrl } from '@/platform/nav'
import { configureImSocket, imSocket } from '@/platform/socket'
import { removeToken } from '@/platform/storage'
import { setupWechatJssdk } from '@/platform/wechat'
import { useSession } from './session'
import { bindChatToSocket, useChat } from './chat'
import { bindTabBadge, syncTabBadge } from './badge'
import { refreshUnread } from './messages'
import { useMenu } from './menu'
import { useEntry } from './entry'
import { startOutbox } from './outbox'
import { bindSignToSocket } from './signature'

let unbindChat: (() => void) | null = null
let unbindBadge: (() => void) | null = null
let unbindSign: (() => void) | null = null

/**
 * Wires the platform clients to the stores once, at app launch: a token error (600/601/602) or a
 * socket logout frame clears the token in the store as well as in storage (SPEC §8) and keeps the
 * page on screen to return to after sign-in, and socket
 * frames feed the message centre and the signature push.
 */
export function initAppSession (): void {
  const clearToken = () => {
    // the user is sent to sign in from here: come back to this page afterwards
    useEntry.getState().rememberPage(currentUrl())
    removeToken()
    useSession.setState({ token: '' })
  }
  configureHttp({ clearToken })
  configureImSocket({ clearSession: () => { clearToken(); useChat.getState().reset() } })
  unbindChat?.()
  unbindChat = bindChatToSocket(imSocket())
  unbindSign?.()
  unbindSign = bindSignToSocket(imSocket())
  unbindBadge?.()
  unbindBadge = bindTabBadge()
  // submissions that waited for the network are resent when it returns, on foreground and on a timer
  startOutbox()
  void setupWechatJssdk(getJssdkSignature)
}

/**
 * The app came to the foreground (and at launch): the socket may have missed frames while the
 * app slept, so the unread counts and conversations are fetched over HTTP when signed in, and the
 * tab badge is applied again. Resolves whether the counts were refreshed.
 */
export async function onAppForeground (): Promise<boolean> {
  void syncTabBadge(true)
  if (!signedInForUse()) return false
  return refreshUnread()
}

/**
 * Signed in and free to use the app: a user who must still change an initial password is answered
 * nothing but that change (stores/auth.ts holds them on the password page).
 */
function signedInForUse (): boolean {
  const { token, userInfo } = useSession.getState()
  return !!token && userInfo?.mustChangePassword !== true
}

/** SPEC §4: if a token exists at launch, the chat socket is started. Returns whether it was. */
export function startSocketIfSignedIn (): boolean {
  if (!signedInForUse()) return false
  imSocket().connect()
  return true
}

/** Full logout of SPEC §4: closes the socket and clears the session and the message centre. */
export function endSession (): void {
  imSocket().close()
  useSession.getState().logout()
  useChat.getState().reset()
  useMenu.getState().clear()
}
