/** Business constants and limits of SPEC.md §9 (and the stored keys of §3), one name each,
 *  so that no layer repeats a magic number. */

// Timeouts (ms). REQUEST_TIMEOUT covers network, socket, upload and download alike.
export const REQUEST_TIMEOUT = 60000
export const CONFIG_TIMEOUT = 1000000
export const CHUNK_TIMEOUT = 120000

// Delays (ms): a loading indicator only for calls slower than LOADING_DELAY, so fast calls do not flicker.
export const LOADING_DELAY = 800
export const PAGE_LOADING_DELAY = 200
export const PAGE_TIMEOUT = 60000

// The spec gives both an app version and a separate client version constant; both are sent.
export const APP_VERSION = '3.3.5'
export const VERSION_CODE = 139
export const CLIENT_VERSION = '1.8.4'

export const SOCKET_RECONNECT_LIMIT = 10
/** First reconnect attempt that is worth telling the user about. */
export const SOCKET_NOTICE_FROM = 3
/** Lets the user read the logout / expiry toast before the relaunch to login. */
export const LOGOUT_DELAY = 1500
export const TOAST_DURATION = 1500
/** Wait after a task check before opening the flow screen (SPEC §4). */
export const FLOW_OPEN_DELAY = 300

/** Flow screen operation types (API.md §4.1). */
export const OP_TYPE = { launch: -1, mine: 0, todo: 1, done: 2, read: 3 } as const
export type OpType = (typeof OP_TYPE)[keyof typeof OP_TYPE]

/** Sign-list record F_State meaning "already handled". */
export const SIGN_HANDLED_STATE = 1
/** Role-sign login state that carries a hand-signature push. */
export const ROLE_SIGN_PUSH_STATE = 10

export const DEFAULT_SHARE_PATH = '/pages/index/apply'
export const DEBOUNCE_WAIT = 500
export const CODE_LENGTH = 6
export const RANDOM_ID_LENGTH = 32

export const DEFAULT_TOAST_MSG = '请求出错，请重试'
export const NO_PERMISSION_MSG = '您的权限不足，请联系管理员'
export const LOGIN_EXPIRED_MSG = '登录已过期'

/** Every key the client keeps in storage (SPEC §3). */
export const STORAGE_KEYS = [
  'token',
  'userInfo',
  'permissionList',
  'sysVersion',
  'sysConfigInfo',
  'copyright',
  'project',
  'projectList',
  'contract',
  'dynamicModelExtra'
] as const
export type StorageKey = (typeof STORAGE_KEYS)[number]

/** What logout clears (SPEC §4): "token, user info, client id, project, project list and contracts,
 *  then removes stored session data". The stored session data is the session store of §3
 *  (token, userInfo, project, projectList, contract), which this list already names, so the
 *  list is exactly the six fields the sentence names. cid lives in memory only.
 *  Deliberately kept: permissionList (replaced by the next current-user call before any check),
 *  sysVersion, sysConfigInfo, copyright (not user data) and dynamicModelExtra (form drafts). */
export const LOGOUT_KEYS = ['token', 'userInfo', 'cid', 'project', 'projectList', 'contract'] as const
export type LogoutKey = (typeof LOGOUT_KEYS)[number]

/** The part of LOGOUT_KEYS that is in storage: what the storage layer removes on logout. */
export const LOGOUT_STORAGE_KEYS: readonly StorageKey[] = STORAGE_KEYS.filter((key) =>
  (LOGOUT_KEYS as readonly string[]).includes(key)
)

/** Support contact shown by "联系我们" when the system configuration (SysConfig companyTelePhone /
 *  companyEmail) has none. Empty: the screen says 暂未设置 rather than show a made-up number. */
export const SUPPORT_PHONE = ''
export const SUPPORT_EMAIL = ''
