/** /api/oauth: sign-in (password, SMS, WeChat), current user, logout, project / contract context (API.md §2, SPEC §7). */
import { request } from '@/platform/http'
import type { CurrentUser, LoginResult, SocialLoginItem, WorkContext } from '../../types/api/oauth'

export const FORM_HEADER = { 'Content-Type': 'application/x-www-form-urlencoded' } as const

/** The answer of GET /api/oauth/GetWechatUserInfoByCode: a token when the WeChat user is bound to an account. */
export type WechatCodeResult =
  | (LoginResult & { bound?: true })
  | { bound: false, bindKey: string, token?: undefined }

export interface PasswordLogin {
  account: string
  /** md5(plain), 32 hex digits */
  password: string
}

/** POST /api/oauth/Login, form encoded (the requester adds the client credential query). */
export async function login (form: PasswordLogin): Promise<LoginResult> {
  const res = await request<LoginResult>({
    url: '/api/oauth/Login',
    method: 'POST',
    header: FORM_HEADER,
    data: { account: form.account, password: form.password, origin: 'password', grant_type: 'password' }
  })
  return res.data
}

/** GET /api/oauth/SmsCode/{mobile}: sends a sign-in code by SMS. */
export async function sendSmsCode (mobile: string): Promise<void> {
  await request({ url: `/api/oauth/SmsCode/${encodeURIComponent(mobile)}` })
}

/** POST /api/oauth/LoginSms, form encoded. */
export async function loginSms (form: { mobile: string, code: string }): Promise<LoginResult> {
  const res = await request<LoginResult>({
    url: '/api/oauth/LoginSms',
    method: 'POST',
    header: FORM_HEADER,
    data: { mobile: form.mobile, code: form.code }
  })
  return res.data
}

/** GET /api/oauth/GetWechatUserInfoByCode?code=: a token, or the key to bind this WeChat user to an account. */
export async function wechatUserByCode (code: string): Promise<WechatCodeResult> {
  const res = await request<WechatCodeResult>({ url: '/api/oauth/GetWechatUserInfoByCode', data: { code } })
  return res.data
}

/** POST /api/oauth/WeChatBinding, form encoded: binds the WeChat user to an account and signs in. */
export async function wechatBinding (form: PasswordLogin & { bindKey: string }): Promise<LoginResult> {
  const res = await request<LoginResult>({
    url: '/api/oauth/WeChatBinding',
    method: 'POST',
    header: FORM_HEADER,
    data: { account: form.account, password: form.password, bindKey: form.bindKey }
  })
  return res.data
}

/** GET /api/oauth/Login/socials: the other sign-in methods the server offers. */
export async function loginSocials (): Promise<SocialLoginItem[]> {
  const res = await request<SocialLoginItem[] | { list?: SocialLoginItem[] } | null>({ url: '/api/oauth/Login/socials' })
  const data = res.data
  return Array.isArray(data) ? data : data?.list ?? []
}

/** GET /api/oauth/CurrentUser?type=app. */
export async function getCurrentUser (opts: { toast?: boolean, load?: boolean } = {}): Promise<CurrentUser> {
  const res = await request<CurrentUser>({ url: '/api/oauth/CurrentUser', data: { type: 'app' }, ...opts })
  return res.data
}

/** GET /api/oauth/Logout. No toast: the app signs out locally whatever the answer. */
export async function logout (): Promise<void> {
  await request({ url: '/api/oauth/Logout', toast: false })
}

/** POST /api/oauth/logoutCurrentUser, form encoded: deletes the signed-in account. */
export async function cancelAccount (): Promise<void> {
  await request({ url: '/api/oauth/logoutCurrentUser', method: 'POST', header: FORM_HEADER, data: {} })
}

/** GET /api/oauth/project-data?projectId=: makes the project current; answers its current contract and contracts. */
export async function switchProject (projectId: string): Promise<WorkContext> {
  const res = await request<WorkContext>({ url: '/api/oauth/project-data', data: { projectId } })
  return res.data
}

/** GET /api/oauth/contract-data/{id}: makes the contract section current. */
export async function switchContract (contractId: string): Promise<WorkContext> {
  const res = await request<WorkContext>({ url: `/api/oauth/contract-data/${encodeURIComponent(contractId)}` })
  return res.data
}

/** A web sign-in ticket read from its QR code: marks it scanned (the web page says so). */
export async function scanSignInTicket (ticket: string): Promise<void> {
  await request({ url: `/api/oauth/Ticket/${encodeURIComponent(ticket)}/Scan`, method: 'POST' })
}

/** Confirms a scanned web sign-in: the web page signs in as me. */
export async function confirmSignInTicket (ticket: string): Promise<void> {
  await request({ url: `/api/oauth/Ticket/${encodeURIComponent(ticket)}/Confirm`, method: 'POST' })
}
