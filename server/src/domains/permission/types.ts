/**
 * Wire shapes of /api/permission (API.md 3, 6.1, 7), as JNPF 3.4 answers them.
 * Names are JNPF's VO fields; times are epoch milliseconds.
 */

export interface Pagination {
  currentPage: number;
  pageSize: number;
  total: number;
}

export interface Page<T> {
  list: T[];
  pagination: Pagination;
}

/** GET Users/ImUser rows (ImUserListVo). */
export interface ImUser {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  /** Name of the user's organize (department or unit). */
  department: string;
}

/** UserIdListVo: getUserList, UserCondition, getSubordinates, getOrganization, getSelectedUserList. */
export interface UserBrief {
  id: string;
  account: string;
  realName: string;
  /** 'realName/account' */
  fullName: string;
  headIcon: string;
  /** The organize path, units first, joined with '/'. */
  organize: string;
}

/** GET Users/All rows (UserAllVO). */
export interface UserAll {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  gender: number | null;
  organizeId: string;
  department: string;
}

export type OrganizeCategory = 'company' | 'department';

/** Org/user picker nodes: ImUser/Selector, GetListByAuthorize, Users/Selector (UserSelectorVO). */
export interface UserTreeNode {
  id: string;
  parentId: string;
  fullName: string;
  /** 'organize' is a unit (company). */
  type: 'organize' | 'department' | 'user';
  hasChildren: boolean;
  isLeaf: boolean;
  headIcon: string;
  organize: string;
  icon: string;
  children?: UserTreeNode[];
}

/** Organize/Selector, Department/Selector, OrganizeCondition, Position/Selector, Role and Group trees. */
export interface SelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: OrganizeCategory | 'position' | 'role';
  icon: string;
  /** The organize path (for positions: of their organize). */
  organize: string;
  hasChildren: boolean;
  children: SelectorNode[];
}

/** getSelectedList: a picked id of any kind turned into a name. */
export interface SelectedItem {
  /** As sent, including a '--type' suffix. */
  id: string;
  type: 'user' | 'organize' | 'department' | 'position' | 'role' | 'group';
  fullName: string;
  headIcon: string;
  organize: string;
}

/** GET Users/Current/BaseInfo (UserBaseInfoVO). */
export interface UserBaseInfo {
  id: string;
  account: string;
  realName: string;
  gender: number | null;
  mobilePhone: string;
  email: string;
  birthday: number | null;
  headIcon: string;
  description: string;
  organizeId: string;
  /** Organize path joined with '/'. */
  organize: string;
  /** Position names joined with ','. */
  position: string;
  /** Role names joined with ',' (JNPF's name for it). */
  roleId: string;
  /** 'realName/account' of the direct manager. */
  manager: string;
  /** The same in CurrentUser's userInfo words: top unit, organize path, department, major position, roles. */
  companyName: string;
  organizeName: string;
  departmentName: string;
  positionName: string;
  roleName: string;
  creatorTime: number | null;
  prevLoginTime: number | null;
  prevLoginIPAddress: string;
  signature: string;
  nation: string;
  nativePlace: string;
  certificatesType: string;
  certificatesNumber: string;
  education: string;
  telePhone: string;
  landline: string;
  urgentContacts: string;
  urgentTelePhone: string;
  postalAddress: string;
}

/** GET Users/Current/Subordinate/{id} (UserSubordinateVO). */
export interface Subordinate {
  id: string;
  avatar: string;
  /** 'realName/account' */
  userName: string;
  department: string;
  position: string;
  /** No subordinates of their own. */
  isLeaf: boolean;
}

/** getUserOrganizes / getUserPositions (PermissionModel). */
export interface MajorOption {
  id: string;
  fullName: string;
  isDefault: boolean;
}

/** GET Users/Current/SignImg (SignListVO). */
export interface SignImage {
  id: string;
  signImg: string;
  isDefault: 0 | 1;
  creatorTime: number;
}

/** GET socials/login: the social platforms and, when bound, the binding (SocialsUserVo). */
export interface SocialPlatform {
  enname: string;
  name: string;
  icon: string;
  entity?: { id: string; socialType: string; socialName: string; socialId: string; creatorTime: number };
}
