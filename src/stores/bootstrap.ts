import { configureHttp } from '@/platform/http'
import { currentUrl } from '@/platform/nav'
import { removeToken } from '@/platform/storage'
import { useSession } from './session'
import { useMenu } from './menu'
import { useEntry } from './entry'
import { importLive, type Live } from './sessionLoad'

/**
 * A token error (600/601/602) or a socket logout frame clears the token in the store as well as
 * in storage (SPEC §8) and keeps the page on screen to return to after sign-in.
 */
function clearToken (): void {
  // the user is sent to sign in from here: come back to this page afterwards
  useEntry.getState().rememberPage(currentUrl())
  removeToken()
  useSession.setState({ token: '' })
}

let live: Live | null = null
let loading: Promise<Live> | null = null

/**
 * The signed-in session's clients (stores/live.ts: socket, message centre, badge, signature push,
 * outbox, JS-SDK), loaded and wired once. On H5 they are a chunk of their own, fetched when a
 * session exists (a stored token at launch, or a sign-in); a failed fetch (weak signal) is tried
 * again by the next call.
 */
export function sessionLive (): Promise<Live> {
  loading ??= importLive().then(
    (l) => {
      l.wireSession(clearToken)
      live = l
      return l
    },
    (err: unknown) => {
      loading = null
      throw err
    }
  )
  return loading
}

/**
 * Wires the requester to the stores at app launch; with a stored token, the session's clients too
 * (socket frames feed the message centre and the signature push, the outbox resends).
 */
export function initAppSession (): void {
  configureHttp({ clearToken })
  if (useSession.getState().token) sessionLive().catch(() => {})
}

/**
 * The app came to the foreground (and at launch): the socket may have missed frames while the
 * app slept, so the unread counts and conversations are fetched over HTTP when signed in, and the
 * tab badge is applied again. Resolves whether the counts were refreshed.
 */
export async function onAppForeground (): Promise<boolean> {
  if (!signedInForUse()) {
    if (live) void live.syncTabBadge(true)
    return false
  }
  // the session's code failed to arrive before (weak signal): its socket never started
  if (!loading) startSocketIfSignedIn()
  try {
    const l = await sessionLive()
    void l.syncTabBadge(true)
    return await l.refreshUnread()
  } catch {
    return false
  }
}

/**
 * Signed in and free to use the app: a user who must still change an initial password is answered
 * nothing but that change (stores/auth.ts holds them on the password page).
 */
function signedInForUse (): boolean {
  const { token, userInfo } = useSession.getState()
  return !!token && userInfo?.mustChangePassword !== true
}

/**
 * SPEC §4: if a token exists (at launch, after sign-in), the chat socket is started, once the
 * session's code is there and if the session is still on. Returns whether it is started.
 */
export function startSocketIfSignedIn (): boolean {
  if (!signedInForUse()) return false
  sessionLive().then((l) => { if (signedInForUse()) l.imSocket().connect() }, () => {})
  return true
}

/** Closes the chat socket, if one was ever opened (a password to change). */
export function closeSocket (): void {
  live?.imSocket().close()
}

/** Full logout of SPEC §4: closes the socket and clears the session and the message centre. */
export function endSession (): void {
  closeSocket()
  useSession.getState().logout()
  live?.resetChat()
  useMenu.getState().clear()
}
