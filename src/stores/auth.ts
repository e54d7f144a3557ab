/**
 * Session actions: sign-in (SPEC §5 refusal of an empty menu list), refreshing the current user,
 * switching project / contract, signing out, and entering the app after sign-in.
 */
import type { CurrentUser, WorkContext } from '../../types/api/oauth'
import * as oauth from '@/api/oauth'
import { hashPassword } from '@/core/account'
import { NO_PERMISSION_MSG } from '@/core/constants'
import { entryTarget } from '@/core/entry'
import { currentPath, nav, openUrl, pageArrived } from '@/platform/nav'
import { removeToken } from '@/platform/storage'
import { toast } from '@/platform/ui'
import { closeSocket, endSession, sessionLive, startSocketIfSignedIn } from './bootstrap'
import { useEntry } from './entry'
import { useMenu } from './menu'
import { useSession } from './session'

/** Where the app opens once signed in (as the launch page does with a stored token). */
export const HOME_TAB = 'pages/index/index' as const
export const LOGIN_PAGE = 'pages/login/index' as const
/** Where a user who must change an initial (or reset) password is held until it is changed. */
export const PASSWORD_PAGE = 'pages/my/modifyPsd/index' as const
export const WECHAT_FAILED_MSG = '微信登录失败，请使用账号密码登录'

/** Rejection of a sign-in whose user has no menus; its toast has been shown. */
export class SignInRefusedError extends Error {
  readonly refused = true
  constructor () {
    super(NO_PERMISSION_MSG)
    this.name = 'SignInRefusedError'
    Object.setPrototypeOf(this, SignInRefusedError.prototype)
  }
}

export const isSignInRefused = (err: unknown): err is SignInRefusedError =>
  !!err && typeof err === 'object' && (err as SignInRefusedError).refused === true

function dropToken (): void {
  removeToken()
  useSession.setState({ token: '' })
}

/** CurrentUser?type=app under the SPEC §5 rule: an empty menuList → toast, token removed, rejection. */
async function loadCurrentUser (opts: { toast?: boolean, load?: boolean } = {}): Promise<CurrentUser> {
  const data = await oauth.getCurrentUser(opts)
  if (!data || !Array.isArray(data.menuList) || data.menuList.length === 0) {
    toast(NO_PERMISSION_MSG)
    dropToken()
    throw new SignInRefusedError()
  }
  useSession.getState().setCurrentUser(data)
  useMenu.getState().setMenus(data.menuList)
  return data
}

/**
 * Signs in with a token from any login call: stores it, loads the current user and starts the chat
 * socket. Rejects (with the token removed again) when the user has no menus or the call fails.
 * Like every action here, it has told the user why when it rejects (or the requester has).
 */
export async function signIn (token: string): Promise<CurrentUser> {
  if (!token) throw new Error('登录失败，请重试')
  useSession.getState().setToken(token)
  let data: CurrentUser
  try {
    data = await loadCurrentUser()
  } catch (err) {
    dropToken()
    throw err
  }
  // the server refuses the socket until an initial password is changed
  startSocketIfSignedIn()
  return data
}

/**
 * The signed-in user still has a password someone else chose (SiteFlow's CurrentUser says so in
 * userInfo.mustChangePassword; the server answers nothing else until it is changed).
 */
export const mustChangePassword = (): boolean => useSession.getState().userInfo?.mustChangePassword === true

/** Holds the user on the password page (the page explains why); the entry they came with is kept. */
export async function requirePasswordChange (): Promise<void> {
  closeSocket()
  await Promise.resolve(nav.relaunch(PASSWORD_PAGE)).catch(() => {})
}

/** Back in the app (launch, foreground) with a password still to change: the password page again. */
export function holdForPasswordChange (): boolean {
  if (!useSession.getState().token || !mustChangePassword()) return false
  if (!onPasswordPage()) void requirePasswordChange()
  return true
}

/**
 * The initial password was changed: the same token goes on (the server keeps the one that made
 * the change), the user is read again, and the app opens where it was going.
 */
export async function continueAfterPasswordChange (): Promise<void> {
  await refreshCurrentUser()
  if (mustChangePassword()) return requirePasswordChange()
  startSocketIfSignedIn()
  await enterApp()
}

let refreshing: Promise<CurrentUser> | null = null

const onPasswordPage = (): boolean => currentPath() === PASSWORD_PAGE

/**
 * Loads the current user again (launch check, pull to refresh). Concurrent calls share one request.
 * When the user no longer has menus the session ends and the login page opens; when the password
 * must be changed (set since: a reset), the password page opens.
 */
export function refreshCurrentUser (opts: { toast?: boolean, load?: boolean } = {}): Promise<CurrentUser> {
  if (refreshing) return refreshing
  refreshing = loadCurrentUser(opts)
    .then((data) => {
      if (data.userInfo?.mustChangePassword === true && !onPasswordPage()) void requirePasswordChange()
      return data
    })
    .catch((err: unknown) => {
      if (isSignInRefused(err)) {
        endSession()
        void Promise.resolve(nav.relaunch(LOGIN_PAGE)).catch(() => {})
      }
      throw err
    })
    .finally(() => { refreshing = null })
  return refreshing
}

export async function switchProject (projectId: string): Promise<WorkContext> {
  const ctx = await oauth.switchProject(projectId)
  useSession.getState().setWorkContext(ctx)
  return ctx
}

export async function switchContract (contractId: string): Promise<WorkContext> {
  const ctx = await oauth.switchContract(contractId)
  useSession.getState().setWorkContext(ctx)
  return ctx
}

/**
 * Signs out: tells the server (unless told not to; a failure does not stop the logout), ends the
 * session (socket, stores, stored keys) and opens the login page.
 */
export async function signOut (opts: { callServer?: boolean } = {}): Promise<void> {
  if (opts.callServer !== false) {
    try {
      await oauth.logout()
    } catch {
      // signed out locally all the same
    }
  }
  endSession()
  await Promise.resolve(nav.relaunch(LOGIN_PAGE)).catch(() => {})
}

/** After sign-in: the home tab, then the page the app was opened for, if any (scene / q / config),
 *  else the page the user was sent to sign in from (a reloaded inner page, an expired token).
 *  Meanwhile, documents waiting for the user's signature are offered (SPEC §4), without waiting.
 *  A user who must change the password goes to the password page first, the entry kept for after. */
export async function enterApp (): Promise<void> {
  if (mustChangePassword()) return requirePasswordChange()
  const target = entryTarget(useEntry.getState().take())
  const page = useEntry.getState().takePage()
  await Promise.resolve(nav.switchTab(HOME_TAB)).catch(() => {})
  // asked on the home tab once it is there: on H5 a dialog shown before would vanish unanswered
  const arrived = pageArrived(HOME_TAB)
  sessionLive().then((l) => l.promptPendingSigns(arrived), () => {})
  if (!target) {
    // over the home tab, so that back from it leads home
    if (page && page.split('?')[0] !== `/${HOME_TAB}`) await Promise.resolve(openUrl(page)).catch(() => {})
    return
  }
  const open = target.kind === 'form'
    ? nav.push('pages/apply/dynamicModel/scanForm', { config: target.config })
    : nav.push('pages/my/scanResult/index', { result: target.text })
  await Promise.resolve(open).catch(() => {})
}

/** Password sign-in: POST Login with md5(password), then signIn. */
export async function loginWithPassword (account: string, password: string): Promise<CurrentUser> {
  const { token } = await oauth.login({ account: account.trim(), password: hashPassword(password) })
  return signIn(token)
}

/** SMS sign-in: POST LoginSms, then signIn. */
export async function loginWithSms (mobile: string, code: string): Promise<CurrentUser> {
  const { token } = await oauth.loginSms({ mobile: mobile.trim(), code: code.trim() })
  return signIn(token)
}

export type WechatLoginOutcome = { signedIn: true } | { signedIn: false, bindKey: string }

/**
 * WeChat sign-in with a wx.login code: a bound WeChat user is signed in; an unbound one gets the
 * key with which weChatBinding binds them to an account.
 */
export async function loginWithWechatCode (code: string): Promise<WechatLoginOutcome> {
  const res = await oauth.wechatUserByCode(code)
  if (res.token) {
    await signIn(res.token)
    return { signedIn: true }
  }
  if (res.bound === false && res.bindKey) return { signedIn: false, bindKey: res.bindKey }
  toast(WECHAT_FAILED_MSG)
  throw new Error(WECHAT_FAILED_MSG)
}

/** Binds the WeChat user (bindKey) to an account and signs in. */
export async function bindWechat (account: string, password: string, bindKey: string): Promise<CurrentUser> {
  const { token } = await oauth.wechatBinding({ account: account.trim(), password: hashPassword(password), bindKey })
  return signIn(token)
}
