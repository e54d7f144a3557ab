/**
 * Typed local storage over Taro's sync storage. Values are stored as they are (Taro keeps
 * JSON-compatible data natively); nothing here throws: reads fall back, writes report false.
 */
import Taro from '@tarojs/taro'

import { LOGOUT_STORAGE_KEYS, type StorageKey } from '../core/constants'

export type { StorageKey }

/** Keys removed when the session ends (logout, expired token, socket logout frame): SPEC §4. */
export const SESSION_KEYS: readonly StorageKey[] = LOGOUT_STORAGE_KEYS

/** The stored value, or fallback when it is missing ('' or undefined on weapp) or unreadable. */
export function getStorage<T>(key: StorageKey | string, fallback: T): T {
  try {
    const value: unknown = Taro.getStorageSync(key)
    return value === '' || value === undefined || value === null ? fallback : (value as T)
  } catch {
    return fallback
  }
}

/** Stores a JSON-compatible value; undefined removes the key. Returns false when it could not be written. */
export function setStorage(key: StorageKey | string, value: unknown): boolean {
  if (value === undefined) return removeStorage(key)
  try {
    // drops functions and other non-JSON parts the same way on weapp and H5
    Taro.setStorageSync(key, JSON.parse(JSON.stringify(value)))
    return true
  } catch {
    return false
  }
}

export function removeStorage(key: StorageKey | string): boolean {
  try {
    Taro.removeStorageSync(key)
    return true
  } catch {
    return false
  }
}

/** The token exactly as login returned it ("bearer …"), or '' when signed out. */
export function getToken(): string {
  const token = getStorage<unknown>('token', '')
  return typeof token === 'string' ? token : ''
}

export function setToken(token: string): boolean {
  return setStorage('token', token)
}

export function removeToken(): boolean {
  return removeStorage('token')
}

export function clearSessionStorage(): void {
  SESSION_KEYS.forEach((key) => removeStorage(key))
}
