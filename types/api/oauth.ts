/**
 * Wire types of /api/oauth (API.md 2): sign-in, current user, project / contract context.
 * Type-only: imported by the app and by the server. All times are epoch milliseconds.
 */

/** `data` of POST /api/oauth/Login (and GET /api/oauth). */
export interface LoginResult {
  /** Send back exactly as given in the Authorization header: `bearer <64 hex>`. */
  token: string;
  theme: string;
}

/** Form fields of POST /api/oauth/Login (form-urlencoded). */
export interface LoginForm {
  account: string;
  /** md5(plain) as 32 hex digits. */
  password: string;
  origin?: string;
  grant_type?: string;
  timestamp?: string;
  code?: string;
  jnpf_ticket?: string;
  /** Push client id (app only). */
  clientId?: string;
}

/** GET /api/oauth/getConfig/{account} */
export interface LoginVerifyConfig {
  enableVerificationCode: 0 | 1;
  verificationCodeNumber: number;
}

export interface SocialLoginItem {
  enname: string;
  name: string;
  icon: string;
  renderUrl?: string;
}

/** GET /api/oauth/getLoginConfig */
export interface LoginConfig {
  redirect: boolean;
  url?: string;
  /** Name of the query parameter that carries a login ticket. */
  ticketParams: string;
  socialsList: SocialLoginItem[];
}

export type LoginTicketStatus = 'waiting' | 'scanned' | 'success' | 'expired';

/** GET /api/oauth/getTicketStatus/{ticket}. `value` is the token, once, on success. */
export interface LoginTicketState {
  status: LoginTicketStatus;
  value?: string;
  theme?: string;
}

export interface IdName {
  id: string;
  name: string;
}

export interface UserSystem {
  id: string;
  name: string;
  icon: string;
  currentSystem: boolean;
  description: string;
}

/** `userInfo` of GET /api/oauth/CurrentUser (PcUserVO.userInfo). */
export interface UserInfo {
  userId: string;
  userAccount: string;
  userName: string;
  headIcon: string;
  gender: number | null;
  organizeId: string;
  /** Ids from the top unit down to the user's department. */
  organizeIdList: string[];
  /** Names from the top unit down, joined with '/'. */
  organizeName: string;
  departmentId: string;
  departmentName: string;
  positionId: string;
  positionName: string;
  positionIds: IdName[];
  roleIds: string[];
  /** Role names joined with ','. */
  roleName: string;
  groupIds: string[];
  groupNames: string[];
  /** 'realName/account' of the direct manager, '' when none. */
  manager: string;
  mobilePhone: string;
  email: string;
  birthday: number | null;
  isAdministrator: boolean;
  /** SiteFlow: the projects the user administers (delegated administration); the 管理 area shows to them too */
  adminProjectIds?: string[];
  signImg: string;
  changePasswordDate: number | null;
  /**
   * SiteFlow: the password was chosen by someone else (first administrator, new account, reset);
   * every call but the password change, this one and sign-out is refused until it is changed.
   * JNPF backends do not send it.
   */
  mustChangePassword?: boolean;
  prevLogin: 0 | 1;
  prevLoginTime: number | null;
  prevLoginIPAddress: string;
  prevLoginIPAddressName: string;
  portalId: string;
  appPortalId: string;
  systemId: string;
  appSystemId: string;
  systemIds: UserSystem[];
  workflowEnabled: 0 | 1;
}

export interface MenuNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string;
  /** 1 directory, 2 custom page, 3 online-dev function, 5 report, 7 external link, 8 portal, 9 flow form. */
  type: number;
  urlAddress: string;
  linkTarget: string;
  sortCode: number;
  hasChildren: boolean;
  /** JSON string of {iconBackgroundColor, moduleId}. */
  propertyJson: string;
  systemId: string;
  children: MenuNode[];
}

export interface PermissionItem {
  id: string;
  fullName: string;
  enCode: string;
}

/** One entry of permissionList, keyed by the module's menu id. */
export interface ModulePermission {
  modelId: string;
  moduleName: string;
  button: PermissionItem[];
  column: PermissionItem[];
  form: PermissionItem[];
  resource: PermissionItem[];
}

export interface SysConfigInfo {
  title: string;
  sysVersion: string;
  copyright: string;
  jnpfDomain: string;
}

export interface ProjectInfo {
  id: string;
  fullName: string;
  enCode: string;
  shortName: string;
  location: string;
  startDate: number | null;
  endDate: number | null;
  /** 万元 */
  investment: number | null;
  ownerUnitId: string;
  ownerUnitName: string;
}

export interface ContractInfo {
  id: string;
  projectId: string;
  fullName: string;
  enCode: string;
  sectionName: string;
  constructionUnitId: string;
  constructionUnitName: string;
  supervisionUnitId: string;
  supervisionUnitName: string;
  startMileage: string;
  endMileage: string;
  /** 万元 */
  amount: number | null;
}

/** `data` of GET /api/oauth/CurrentUser?type=app */
export interface CurrentUser {
  userInfo: UserInfo;
  menuList: MenuNode[];
  permissionList: ModulePermission[];
  sysConfigInfo: SysConfigInfo;
  /** The current project, null when the user sees none. */
  project: ProjectInfo | null;
  projectList: ProjectInfo[];
  /** The current contract section, null when the user sees none in the project. */
  contract: ContractInfo | null;
  /** Contract sections of the current project that the user sees. */
  contractList: ContractInfo[];
  /** SiteFlow: lists follow every section (全部合同段), not `contract` only; `contract` is where what the user writes goes. */
  allContracts?: boolean;
  /** SiteFlow: the user may choose every section (GET contract-data/all). */
  canChooseAll?: boolean;
}

/** `data` of GET /api/oauth/project-data and GET /api/oauth/contract-data/{id}. */
export interface WorkContext {
  project: ProjectInfo;
  contract: ContractInfo | null;
  contractList: ContractInfo[];
  allContracts?: boolean;
  canChooseAll?: boolean;
}
