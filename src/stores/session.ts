import { create } from 'zustand'
import type { ContractInfo, CurrentUser, ModulePermission, ProjectInfo, SysConfigInfo, UserInfo, WorkContext } from '../../types/api/oauth'
import { LOGOUT_STORAGE_KEYS } from '@/core/constants'
import { getStorage, getToken, removeStorage, setStorage, setToken } from '@/platform/storage'

/**
 * Who is signed in and in which project and contract (SPEC §3 client store: the `user` slice
 * (token, userInfo, cid) and the `session` slice (token, userInfo, project, projectList, contract)
 * share token and userInfo, so they live in one store; selectUser / selectSession read each slice).
 */
export interface SessionState {
  token: string
  userInfo: UserInfo | null
  /** push client id of this device (memory only) */
  cid: string
  permissionList: ModulePermission[]
  sysConfigInfo: SysConfigInfo | null
  project: ProjectInfo | null
  projectList: ProjectInfo[]
  contract: ContractInfo | null
  contractList: ContractInfo[]
}

export interface SessionActions {
  setToken: (token: string) => void
  setCid: (cid: string) => void
  /** Keeps what CurrentUser?type=app returned, in memory and in storage (SPEC §3 stored keys). */
  setCurrentUser: (data: CurrentUser) => void
  setContext: (ctx: { project?: ProjectInfo | null, contract?: ContractInfo | null }) => void
  /** Keeps what a project or contract switch answered: the current pair and the project's contracts. */
  setWorkContext: (ctx: WorkContext) => void
  /** Updates part of userInfo (after the user edits their data or avatar), in memory and in storage. */
  patchUserInfo: (patch: Partial<UserInfo>) => void
  /** SPEC §4: clears token, user info, client id, project, project list and contracts, then the stored session data. */
  logout: () => void
}

/** The state after logout; also what a fresh install starts from. */
export const signedOut = {
  token: '',
  userInfo: null,
  cid: '',
  project: null,
  projectList: [],
  contract: null,
  contractList: []
} satisfies Partial<SessionState>

function fromStorage (): SessionState {
  return {
    token: getToken(),
    userInfo: getStorage<UserInfo | null>('userInfo', null),
    cid: '',
    permissionList: getStorage<ModulePermission[]>('permissionList', []),
    sysConfigInfo: getStorage<SysConfigInfo | null>('sysConfigInfo', null),
    project: getStorage<ProjectInfo | null>('project', null),
    projectList: getStorage<ProjectInfo[]>('projectList', []),
    contract: getStorage<ContractInfo | null>('contract', null),
    contractList: []
  }
}

export const useSession = create<SessionState & SessionActions>()((set) => ({
  ...fromStorage(),
  setToken (token) {
    setToken(token)
    set({ token })
  },
  setCid (cid) {
    set({ cid })
  },
  setCurrentUser (data) {
    const sysConfigInfo = data.sysConfigInfo ?? null
    setStorage('userInfo', data.userInfo)
    setStorage('permissionList', data.permissionList ?? [])
    setStorage('sysConfigInfo', sysConfigInfo)
    setStorage('sysVersion', sysConfigInfo?.sysVersion)
    setStorage('copyright', sysConfigInfo?.copyright)
    setStorage('project', data.project ?? null)
    setStorage('projectList', data.projectList ?? [])
    setStorage('contract', data.contract ?? null)
    set({
      userInfo: data.userInfo,
      permissionList: data.permissionList ?? [],
      sysConfigInfo,
      project: data.project ?? null,
      projectList: data.projectList ?? [],
      contract: data.contract ?? null,
      contractList: data.contractList ?? []
    })
  },
  setContext ({ project, contract }) {
    if (project !== undefined) setStorage('project', project)
    if (contract !== undefined) setStorage('contract', contract)
    set((s) => ({ project: project === undefined ? s.project : project, contract: contract === undefined ? s.contract : contract }))
  },
  setWorkContext ({ project, contract, contractList }) {
    setStorage('project', project ?? null)
    setStorage('contract', contract ?? null)
    set((s) => ({
      project: project ?? null,
      contract: contract ?? null,
      contractList: contractList ?? [],
      projectList: project && !s.projectList.some((p) => p.id === project.id) ? [...s.projectList, project] : s.projectList
    }))
  },
  patchUserInfo (patch) {
    set((s) => {
      if (!s.userInfo) return {}
      const userInfo = { ...s.userInfo, ...patch }
      setStorage('userInfo', userInfo)
      return { userInfo }
    })
  },
  logout () {
    LOGOUT_STORAGE_KEYS.forEach((key) => removeStorage(key))
    set(signedOut)
  }
}))

export const selectUser = (s: SessionState) => ({ token: s.token, userInfo: s.userInfo, cid: s.cid })
export const selectSession = (s: SessionState) => ({
  token: s.token, userInfo: s.userInfo, project: s.project, projectList: s.projectList, contract: s.contract
})
export const isSignedIn = () => useSession.getState().token !== ''
