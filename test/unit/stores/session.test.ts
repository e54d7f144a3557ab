/**
 * src/stores/session.ts over Taro's sync storage, here an in-memory Map (SPEC §3 client store and
 * stored keys, §4 logout). Each test loads a fresh copy of the module (and of the Taro mock) so
 * that the store hydrates from the storage the test prepared.
 */
import type { ContractInfo, CurrentUser, ModulePermission, ProjectInfo, SysConfigInfo, UserInfo } from '../../../types/api/oauth'

type SessionModule = typeof import('@/stores/session')
type Mock = jest.Mock

interface Loaded extends SessionModule {
  storage: Map<string, unknown>
  taro: Record<string, Mock>
  written: () => string[]
  removed: () => string[]
}

function load (initial: Record<string, unknown> = {}): Loaded {
  const storage = new Map<string, unknown>(Object.entries(initial))
  let mod!: SessionModule
  let taro!: Record<string, Mock>
  jest.isolateModules(() => {
    taro = require('@tarojs/taro')
    taro.getStorageSync.mockImplementation((key: string) => (storage.has(key) ? storage.get(key) : ''))
    taro.setStorageSync.mockImplementation((key: string, value: unknown) => { storage.set(key, value) })
    taro.removeStorageSync.mockImplementation((key: string) => { storage.delete(key) })
    mod = require('@/stores/session')
  })
  return {
    ...mod,
    storage,
    taro,
    written: () => taro.setStorageSync.mock.calls.map((c) => c[0] as string).sort(),
    removed: () => taro.removeStorageSync.mock.calls.map((c) => c[0] as string).sort()
  }
}

const user = { userId: 'u1', userAccount: 'zhangsan', userName: '张三', appSystemId: 's1' } as unknown as UserInfo
const permissions = [{ modelId: 'menu_hotWork', button: [{ enCode: 'btn_add' }], column: [], form: [] }] as unknown as ModulePermission[]
const sys = { title: 'SiteFlow', sysVersion: 'v3.3.5', copyright: '© SiteFlow', jnpfDomain: '' } as SysConfigInfo
const projectA = { id: 'p1', fullName: '一号线' } as ProjectInfo
const projectB = { id: 'p2', fullName: '二号线' } as ProjectInfo
const contractA = { id: 'c1', projectId: 'p1', fullName: 'A1标' } as ContractInfo
const contractB = { id: 'c2', projectId: 'p1', fullName: 'A2标' } as ContractInfo

const fullUser: CurrentUser = {
  userInfo: user,
  menuList: [{ id: 'm1' }] as unknown as CurrentUser['menuList'],
  permissionList: permissions,
  sysConfigInfo: sys,
  project: projectA,
  projectList: [projectA, projectB],
  contract: contractA,
  contractList: [contractA, contractB]
}

const SPEC_KEYS = ['userInfo', 'permissionList', 'sysConfigInfo', 'sysVersion', 'copyright', 'project', 'projectList', 'contract']

describe('hydration from storage', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['fresh install', {}, {
      token: '', userInfo: null, cid: '', permissionList: [], sysConfigInfo: null,
      project: null, projectList: [], contract: null, contractList: []
    }],
    ['signed in', {
      token: 'bearer abc', userInfo: user, permissionList: permissions, sysConfigInfo: sys,
      project: projectB, projectList: [projectA, projectB], contract: contractB
    }, {
      token: 'bearer abc', userInfo: user, cid: '', permissionList: permissions, sysConfigInfo: sys,
      project: projectB, projectList: [projectA, projectB], contract: contractB, contractList: []
    }],
    ['a token that is not a string is no token', { token: 12345 }, { token: '' }],
    ['empty strings (weapp missing keys) fall back', { userInfo: '', project: '', projectList: '' }, {
      userInfo: null, project: null, projectList: []
    }]
  ])('%s', (_name, stored, expected) => {
    const { useSession } = load(stored)
    expect(useSession.getState()).toMatchObject(expected)
  })

  it('a storage read that throws falls back instead of breaking the store', () => {
    let mod!: SessionModule
    jest.isolateModules(() => {
      const taro = require('@tarojs/taro') as Record<string, Mock>
      taro.getStorageSync.mockImplementation(() => { throw new Error('quota') })
      mod = require('@/stores/session')
    })
    expect(mod.useSession.getState()).toMatchObject({ token: '', userInfo: null, permissionList: [] })
    expect(mod.isSignedIn()).toBe(false)
  })
})

describe('setCurrentUser', () => {
  it('stores exactly the SPEC §3 keys, and nothing else', () => {
    const s = load()
    s.useSession.getState().setCurrentUser(fullUser)
    expect(s.written()).toEqual([...SPEC_KEYS].sort())
    expect(s.removed()).toEqual([])
    expect(Object.fromEntries(s.storage)).toEqual({
      userInfo: user,
      permissionList: permissions,
      sysConfigInfo: sys,
      sysVersion: 'v3.3.5',
      copyright: '© SiteFlow',
      project: projectA,
      projectList: [projectA, projectB],
      contract: contractA
    })
  })

  it('keeps the whole answer (but menuList) in memory, contractList included', () => {
    const s = load({ token: 'bearer t' })
    s.useSession.getState().setCurrentUser(fullUser)
    expect(s.useSession.getState()).toMatchObject({
      token: 'bearer t',
      userInfo: user,
      permissionList: permissions,
      sysConfigInfo: sys,
      project: projectA,
      projectList: [projectA, projectB],
      contract: contractA,
      contractList: [contractA, contractB]
    })
    expect(s.useSession.getState()).not.toHaveProperty('menuList')
    expect(s.storage.has('contractList')).toBe(false)
    expect(s.storage.has('menuList')).toBe(false)
  })

  it.each<[string, Partial<CurrentUser>, Record<string, unknown>, string[]]>([
    ['no project or contract', { project: null, contract: null, projectList: [], contractList: [] },
      { project: null, contract: null, projectList: [] }, []],
    ['no sysConfigInfo: version and copyright are removed, not written as undefined',
      { sysConfigInfo: undefined as unknown as SysConfigInfo },
      { sysConfigInfo: null }, ['copyright', 'sysVersion']],
    ['missing lists default to []', { permissionList: undefined as unknown as ModulePermission[], projectList: undefined as unknown as ProjectInfo[] },
      { permissionList: [], projectList: [] }, []]
  ])('%s', (_name, patch, storedExpect, removed) => {
    const s = load({ sysVersion: 'old', copyright: 'old' })
    s.useSession.getState().setCurrentUser({ ...fullUser, ...patch })
    for (const [key, value] of Object.entries(storedExpect)) {
      expect(s.storage.get(key)).toEqual(value)
      expect(s.useSession.getState()).toHaveProperty(key, value)
    }
    expect(s.removed()).toEqual(removed)
    for (const key of removed) expect(s.storage.has(key)).toBe(false)
  })

  it('stores plain JSON data (functions dropped), as on weapp', () => {
    const s = load()
    const odd = { ...user, toString: () => 'x' } as unknown as UserInfo
    s.useSession.getState().setCurrentUser({ ...fullUser, userInfo: odd })
    expect(s.storage.get('userInfo')).toEqual({ userId: 'u1', userAccount: 'zhangsan', userName: '张三', appSystemId: 's1' })
  })
})

describe('token and cid', () => {
  it('setToken writes memory and storage; setCid is memory only', () => {
    const s = load()
    s.useSession.getState().setToken('bearer new')
    s.useSession.getState().setCid('cid-9')
    expect(s.useSession.getState()).toMatchObject({ token: 'bearer new', cid: 'cid-9' })
    expect(Object.fromEntries(s.storage)).toEqual({ token: 'bearer new' })
    expect(s.isSignedIn()).toBe(true)
  })
})

describe('logout', () => {
  const storedSession = {
    token: 'bearer abc',
    userInfo: user,
    permissionList: permissions,
    sysConfigInfo: sys,
    sysVersion: 'v3.3.5',
    copyright: '© SiteFlow',
    project: projectA,
    projectList: [projectA],
    contract: contractA,
    dynamicModelExtra: { draft: 1 }
  }

  it('clears token, userInfo, cid, project, projectList and contracts in memory', () => {
    const s = load(storedSession)
    s.useSession.getState().setCid('cid-1')
    s.useSession.getState().setCurrentUser(fullUser)
    s.useSession.getState().logout()
    expect(s.useSession.getState()).toMatchObject({
      token: '', userInfo: null, cid: '', project: null, projectList: [], contract: null, contractList: []
    })
    expect(s.useSession.getState()).toMatchObject(s.signedOut)
    expect(s.isSignedIn()).toBe(false)
  })

  it('removes exactly LOGOUT_STORAGE_KEYS from storage', () => {
    const { LOGOUT_STORAGE_KEYS } = require('@/core/constants') as typeof import('@/core/constants')
    const s = load(storedSession)
    s.useSession.getState().logout()
    expect(s.removed()).toEqual([...LOGOUT_STORAGE_KEYS].sort())
    expect([...LOGOUT_STORAGE_KEYS].sort()).toEqual(['contract', 'project', 'projectList', 'token', 'userInfo'])
    expect(s.written()).toEqual([])
  })

  it.each([
    ['sysConfigInfo', sys],
    ['permissionList', permissions],
    ['dynamicModelExtra', { draft: 1 }],
    ['sysVersion', 'v3.3.5'],
    ['copyright', '© SiteFlow']
  ])('leaves %s in storage', (key, value) => {
    const s = load(storedSession)
    s.useSession.getState().logout()
    expect(s.storage.get(key)).toEqual(value)
  })

  it.each(['token', 'userInfo', 'project', 'projectList', 'contract'])('%s is gone from storage', (key) => {
    const s = load(storedSession)
    s.useSession.getState().logout()
    expect(s.storage.has(key)).toBe(false)
  })

  it('a reload after logout starts signed out', () => {
    const s = load(storedSession)
    s.useSession.getState().logout()
    const again = load(Object.fromEntries(s.storage))
    expect(again.useSession.getState()).toMatchObject({ token: '', userInfo: null, project: null, contract: null })
    expect(again.useSession.getState().sysConfigInfo).toEqual(sys)
  })
})

describe('setContext', () => {
  it.each<[string, { project?: ProjectInfo | null, contract?: ContractInfo | null }, { project: ProjectInfo | null, contract: ContractInfo | null }, string[], string[]]>([
    ['both', { project: projectB, contract: contractB }, { project: projectB, contract: contractB }, ['contract', 'project'], []],
    ['project only: contract untouched', { project: projectB }, { project: projectB, contract: contractA }, ['project'], []],
    ['contract only: project untouched', { contract: contractB }, { project: projectA, contract: contractB }, ['contract'], []],
    ['explicit null clears (and is stored as null)', { contract: null }, { project: projectA, contract: null }, ['contract'], []],
    ['nothing given: nothing changes', {}, { project: projectA, contract: contractA }, [], []]
  ])('%s', (_name, ctx, expected, written, removed) => {
    const s = load({ project: projectA, contract: contractA })
    s.useSession.getState().setContext(ctx)
    expect(s.useSession.getState()).toMatchObject(expected)
    expect(s.written()).toEqual(written)
    expect(s.removed()).toEqual(removed)
    expect(s.storage.get('project')).toEqual(expected.project)
    expect(s.storage.get('contract')).toEqual(expected.contract)
  })
})

describe('selectors', () => {
  it('selectUser is the user slice (token, userInfo, cid)', () => {
    const s = load({ token: 'bearer t', userInfo: user, project: projectA, contract: contractA })
    s.useSession.getState().setCid('c-7')
    expect(s.selectUser(s.useSession.getState())).toEqual({ token: 'bearer t', userInfo: user, cid: 'c-7' })
  })

  it('selectSession is the session slice (token, userInfo, project, projectList, contract)', () => {
    const s = load({ token: 'bearer t', userInfo: user, project: projectA, projectList: [projectA, projectB], contract: contractA, permissionList: permissions })
    s.useSession.getState().setCid('c-7')
    expect(s.selectSession(s.useSession.getState())).toEqual({
      token: 'bearer t', userInfo: user, project: projectA, projectList: [projectA, projectB], contract: contractA
    })
  })

  it.each([
    ['selectUser', ['cid', 'token', 'userInfo']],
    ['selectSession', ['contract', 'project', 'projectList', 'token', 'userInfo']]
  ] as const)('%s returns exactly its keys after logout', (name, keys) => {
    const s = load({ token: 'bearer t', userInfo: user })
    s.useSession.getState().logout()
    const slice = s[name](s.useSession.getState())
    expect(Object.keys(slice).sort()).toEqual(keys)
    expect(slice.token).toBe('')
    expect(slice.userInfo).toBeNull()
  })
})
