import * as C from '@/core/constants'

describe('SPEC §9 business constants', () => {
  it.each<[keyof typeof C, unknown]>([
    ['REQUEST_TIMEOUT', 60000],
    ['CONFIG_TIMEOUT', 1000000],
    ['CHUNK_TIMEOUT', 120000],
    ['LOADING_DELAY', 800],
    ['PAGE_LOADING_DELAY', 200],
    ['PAGE_TIMEOUT', 60000],
    ['APP_VERSION', '3.3.5'],
    ['VERSION_CODE', 139],
    ['CLIENT_VERSION', '1.8.4'],
    ['SOCKET_RECONNECT_LIMIT', 10],
    ['SOCKET_NOTICE_FROM', 3],
    ['LOGOUT_DELAY', 1500],
    ['TOAST_DURATION', 1500],
    ['FLOW_OPEN_DELAY', 300],
    ['SIGN_HANDLED_STATE', 1],
    ['ROLE_SIGN_PUSH_STATE', 10],
    ['DEFAULT_SHARE_PATH', '/pages/index/apply'],
    ['DEBOUNCE_WAIT', 500],
    ['CODE_LENGTH', 6],
    ['RANDOM_ID_LENGTH', 32],
    ['DEFAULT_TOAST_MSG', '请求出错，请重试'],
    ['NO_PERMISSION_MSG', '您的权限不足，请联系管理员'],
    ['LOGIN_EXPIRED_MSG', '登录已过期']
  ])('%s is %p', (name, value) => {
    expect(C[name]).toBe(value)
  })

  it('OP_TYPE: launch -1, mine 0, todo 1, done 2, read 3 (API.md 4.1)', () => {
    expect(C.OP_TYPE).toEqual({ launch: -1, mine: 0, todo: 1, done: 2, read: 3 })
  })
})

describe('stored keys', () => {
  it('SPEC §3 "Stored client keys", in order', () => {
    expect(C.STORAGE_KEYS).toEqual([
      'token', 'userInfo', 'permissionList', 'sysVersion', 'sysConfigInfo',
      'copyright', 'project', 'projectList', 'contract', 'dynamicModelExtra'
    ])
  })

  it('"Logout clears token, user info, client id, project, project list and contracts"', () => {
    expect([...C.LOGOUT_KEYS].sort()).toEqual(['cid', 'contract', 'project', 'projectList', 'token', 'userInfo'])
  })

  it('removes from storage only the stored session keys, keeping config and drafts', () => {
    expect(C.LOGOUT_STORAGE_KEYS).toEqual(['token', 'userInfo', 'project', 'projectList', 'contract'])
    expect(C.LOGOUT_STORAGE_KEYS).not.toContain('sysConfigInfo')
    expect(C.LOGOUT_STORAGE_KEYS).not.toContain('dynamicModelExtra')
  })
})
