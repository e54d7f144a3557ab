/**
 * Rules of the sign-in and "Me" screens: what a form must hold before it is sent, and how account
 * data is shown. Each check returns the first message to show ('' when the input is fine), so a
 * screen only has to toast it.
 */
import { md5 } from './md5'
import { CODE_LENGTH } from './constants'
import { email as isEmail, idCard, landline, mobile as isMobile } from './validate'

/** Seconds before another SMS code may be requested. */
export const SMS_RESEND_SECONDS = 60
/** Storage key of the remembered account (kept on logout: it is not session data). */
export const REMEMBER_ACCOUNT_KEY = 'rememberAccount'
/** Password of a new password: 6-16 characters, no spaces, with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)\S{6,16}$/
export const PASSWORD_HINT = '密码为6-16位，须同时包含字母和数字，不能使用常见密码或账号名'
/** Why the password page holds a user who signed in with an initial (or reset) password. */
export const INITIAL_PASSWORD_NOTICE = '为了账号安全，请先修改初始密码。修改成功后即可继续使用。'

export const MSG = {
  account: '请输入账号',
  password: '请输入密码',
  mobile: '请输入手机号',
  mobileFormat: '请输入正确的手机号',
  code: '请输入验证码',
  codeFormat: `请输入${CODE_LENGTH}位数字验证码`,
  oldPassword: '请输入原密码',
  newPassword: '请输入新密码',
  newPasswordFormat: '新密码须为6-16位，且同时包含字母和数字',
  samePassword: '新密码不能与原密码相同',
  weakPassword: '新密码过于简单，请勿使用常见密码、账号名或连续、重复的数字',
  confirmPassword: '请再次输入新密码',
  confirmMismatch: '两次输入的新密码不一致',
  cancelAccount: '请输入当前账号以确认注销',
  cancelMismatch: '输入的账号与当前账号不一致',
  realName: '请输入姓名',
  email: '请输入正确的邮箱',
  telePhone: '请输入正确的联系电话',
  urgentTelePhone: '请输入正确的紧急联系电话',
  idCard: '请输入正确的身份证号'
} as const

const blank = (value: string | null | undefined): boolean => !value || value.trim() === ''

/** The password as the server expects it: md5 of what was typed, never trimmed. */
export const hashPassword = (plain: string): string => md5(plain)

export function checkLogin (form: { account: string, password: string }): string {
  if (blank(form.account)) return MSG.account
  if (!form.password) return MSG.password
  return ''
}

export function checkMobile (value: string): string {
  if (blank(value)) return MSG.mobile
  return isMobile(value.trim()) ? '' : MSG.mobileFormat
}

export function checkSmsLogin (form: { mobile: string, code: string }): string {
  const mobileMsg = checkMobile(form.mobile)
  if (mobileMsg) return mobileMsg
  if (blank(form.code)) return MSG.code
  return /^\d+$/.test(form.code.trim()) && form.code.trim().length === CODE_LENGTH ? '' : MSG.codeFormat
}

export interface PasswordChange {
  oldPassword: string
  newPassword: string
  confirmPassword: string
}

/** Passwords people pick first (compared in lower case). The server refuses these and more by digest. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password1', 'passw0rd', 'p@ssw0rd', 'p@ssword1', 'admin123', 'admin@123', 'admin888', 'abc123', 'abc@123', 'abcd1234',
  'a123456', 'a1234567', 'a12345678', 'aa123456', 'qq123456', 'qwe123', 'qwe@123', 'qwer1234', 'qwerty123', '1qaz2wsx',
  '1q2w3e4r', 'q1w2e3r4', 'zxc123', 'asd123', 'test123', 'root123', 'woaini1314', 'iloveyou1', 'demo@1234', 'jnpf123'
])

/** Three or more digits all alike, or counting up or down (wrapping 9→0): 111, 123456, 9876. */
function digitRun (digits: string): boolean {
  if (digits.length < 3) return false
  const steps = new Set(Array.from(digits.slice(1), (d, i) => (Number(d) - Number(digits[i]) + 10) % 10))
  return steps.size === 1 && [0, 1, 9].includes([...steps][0])
}

/**
 * Weak although of the right form: a common password, one holding the account name, one character
 * repeated, or up to three letters around a run of digits (abc123, a123456, new456). The app sends
 * only md5(password), so this is the one place the password itself can be measured.
 */
export function isWeakPassword (plain: string, account = ''): boolean {
  const p = plain.toLowerCase()
  if (COMMON_PASSWORDS.has(p)) return true
  const name = account.trim().toLowerCase()
  if (name.length >= 3 && p.includes(name)) return true
  if (/^(.)\1+$/.test(p)) return true
  const digits = p.replace(/\D/g, '')
  const letters = p.replace(/[^a-z]/g, '')
  return letters.length <= 3 && letters.length + digits.length === p.length && digitRun(digits)
}

/** `account`: whose password it is (a password holding the account name is weak). */
export function checkPasswordChange (form: PasswordChange, account = ''): string {
  if (!form.oldPassword) return MSG.oldPassword
  if (!form.newPassword) return MSG.newPassword
  if (!PASSWORD_PATTERN.test(form.newPassword)) return MSG.newPasswordFormat
  if (form.newPassword === form.oldPassword) return MSG.samePassword
  if (isWeakPassword(form.newPassword, account)) return MSG.weakPassword
  if (!form.confirmPassword) return MSG.confirmPassword
  if (form.confirmPassword !== form.newPassword) return MSG.confirmMismatch
  return ''
}

/** Cancelling an account needs the account typed exactly (surrounding spaces aside). */
export function checkCancellation (typed: string, account: string): string {
  if (blank(typed)) return MSG.cancelAccount
  return typed.trim() === account.trim() ? '' : MSG.cancelMismatch
}

/** The editable part of the personal data (PUT Users/Current/BaseInfo). */
export interface ProfileForm {
  realName: string
  mobilePhone: string
  email: string
  telePhone: string
  urgentContacts: string
  urgentTelePhone: string
  certificatesNumber: string
  postalAddress: string
  signature: string
}

/** Optional fields are checked only when filled in; a phone may be a mobile or a landline number. */
export function checkProfile (form: Partial<ProfileForm>): string {
  const filled = (v: string | undefined): v is string => !blank(v)
  if (blank(form.realName)) return MSG.realName
  if (filled(form.mobilePhone) && !isMobile(form.mobilePhone.trim())) return MSG.mobileFormat
  if (filled(form.email) && !isEmail(form.email.trim())) return MSG.email
  if (filled(form.telePhone) && !isMobile(form.telePhone.trim()) && !landline(form.telePhone.trim())) return MSG.telePhone
  if (filled(form.urgentTelePhone) && !isMobile(form.urgentTelePhone.trim()) && !landline(form.urgentTelePhone.trim())) {
    return MSG.urgentTelePhone
  }
  if (filled(form.certificatesNumber) && !idCard(form.certificatesNumber.trim())) return MSG.idCard
  return ''
}

/** 138****1234; other values keep their first 3 and last 4 characters when long enough. */
export function maskMobile (value: string | null | undefined): string {
  const v = (value ?? '').trim()
  if (v.length < 7) return v
  return `${v.slice(0, 3)}${'*'.repeat(v.length - 7)}${v.slice(-4)}`
}

/** z***n@example.com: first and last character of the name part. */
export function maskEmail (value: string | null | undefined): string {
  const v = (value ?? '').trim()
  const at = v.indexOf('@')
  if (at < 1) return v
  const name = v.slice(0, at)
  const shown = name.length <= 2 ? `${name[0]}*` : `${name[0]}***${name[name.length - 1]}`
  return shown + v.slice(at)
}

/** Text of an initials avatar: the last two characters of a Chinese name (张三丰 → 三丰), else up to two initials. */
export function initials (name: string | null | undefined): string {
  const v = (name ?? '').trim()
  if (!v) return '?'
  if (/^[\u4e00-\u9fa5]+$/.test(v)) return v.length <= 2 ? v : v.slice(-2)
  const words = v.split(/[\s._-]+/).filter(Boolean)
  const letters = words.length > 1 ? words[0][0] + words[1][0] : v.slice(0, 2)
  return letters.toUpperCase()
}

/**
 * Whether the WeChat sign-in is bound, from the social bindings list: an entry named wechat… with
 * a bound record (`entity`) or a true bound flag. null when the list says nothing about WeChat.
 */
export function wechatBound (list: Array<Record<string, unknown>> | null | undefined): boolean | null {
  const entry = (list ?? []).find((item) => /wechat|weixin/i.test(String(item.enname ?? item.source ?? '')))
  if (!entry) return null
  return !!(entry.entity || entry.bound === true || entry.isBind === true || entry.isBind === 1)
}
