/**
 * The drizzle schema. It mirrors db/migrations/*.sql, which are the source of truth for the
 * database (test/migrate.test.ts selects every column of every table here to keep them in step).
 * Ids are strings, as in JNPF. Times are timestamptz, answered as epoch milliseconds.
 */
import {
  bigint, boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text, timestamp, unique,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();

export const organizes = pgTable('organizes', {
  id: text('id').primaryKey(),
  parentId: text('parent_id').notNull().default('-1'),
  category: text('category').notNull(), // 'company' | 'department'
  unitType: text('unit_type'),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  managerId: text('manager_id'),
  sortCode: integer('sort_code').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

export const positions = pgTable('positions', {
  id: text('id').primaryKey(),
  organizeId: text('organize_id').notNull(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  sortCode: integer('sort_code').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  account: text('account').notNull().unique(),
  realName: text('real_name').notNull(),
  /** argon2id of the lower-case md5 hex the client sends. */
  passwordHash: text('password_hash').notNull(),
  gender: integer('gender'),
  mobilePhone: text('mobile_phone'),
  email: text('email'),
  headIcon: text('head_icon'),
  birthday: at('birthday'),
  description: text('description'),
  organizeId: text('organize_id'),
  /** The major position; null means the first of user_positions. */
  positionId: text('position_id'),
  managerId: text('manager_id'),
  isAdmin: boolean('is_admin').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  cancelledAt: at('cancelled_at'),
  passwordChangedAt: at('password_changed_at'),
  /** Signs in with a password someone else chose: every call but changing it is refused (0011). */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** Wrong passwords since loginFailuresSince; the threshold locks password sign-in until lockedUntil. */
  loginFailures: integer('login_failures').notNull().default(0),
  loginFailuresSince: at('login_failures_since'),
  lockedUntil: at('locked_until'),
  lastLoginAt: at('last_login_at'),
  lastLoginIp: text('last_login_ip'),
  prevLoginAt: at('prev_login_at'),
  prevLoginIp: text('prev_login_ip'),
  loginCount: integer('login_count').notNull().default(0),
  sortCode: integer('sort_code').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: at('updated_at'),
});

export const userPositions = pgTable('user_positions', {
  userId: text('user_id').notNull(),
  positionId: text('position_id').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.positionId] })]);

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull().unique(),
  /** Sees every menu ('*' in the seed). */
  allMenus: boolean('all_menus').notNull().default(false),
  description: text('description'),
  sortCode: integer('sort_code').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  /** A role of one project (made by its administrator, 0014); null: an organisation role. */
  projectId: text('project_id'),
});

export const userRoles = pgTable('user_roles', {
  userId: text('user_id').notNull(),
  roleId: text('role_id').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] })]);

export const menus = pgTable('menus', {
  id: text('id').primaryKey(),
  parentId: text('parent_id').notNull().default('-1'),
  /** 'App' | 'Web' */
  category: text('category').notNull().default('App'),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  icon: text('icon').notNull().default(''),
  type: integer('type').notNull(),
  urlAddress: text('url_address').notNull().default(''),
  linkTarget: text('link_target').notNull().default('_self'),
  propertyJson: jsonb('property_json').$type<Record<string, unknown>>().notNull().default({}),
  sortCode: integer('sort_code').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

export const roleMenus = pgTable('role_menus', {
  roleId: text('role_id').notNull(),
  menuId: text('menu_id').notNull(),
}, (t) => [primaryKey({ columns: [t.roleId, t.menuId] })]);

export const rolePermissions = pgTable('role_permissions', {
  roleId: text('role_id').notNull(),
  modelId: text('model_id').notNull(),
  /** enCodes, e.g. ['btn_add', 'btn_edit']; answered as {id, fullName, enCode} items. */
  button: jsonb('button').$type<string[]>().notNull().default([]),
  column: jsonb('column').$type<string[]>().notNull().default([]),
  form: jsonb('form').$type<string[]>().notNull().default([]),
  /** Which records of the module the grant shows (catalog/types.ts DataScope). */
  dataScope: text('data_scope').notNull().default('sections'),
}, (t) => [primaryKey({ columns: [t.roleId, t.modelId] })]);

export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  shortName: text('short_name').notNull().default(''),
  location: text('location').notNull().default(''),
  startDate: at('start_date'),
  endDate: at('end_date'),
  /** 万元 */
  investment: doublePrecision('investment'),
  ownerUnitId: text('owner_unit_id'),
  sortCode: integer('sort_code').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

export const contracts = pgTable('contracts', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  sectionName: text('section_name').notNull().default(''),
  constructionUnitId: text('construction_unit_id'),
  supervisionUnitId: text('supervision_unit_id'),
  startMileage: text('start_mileage').notNull().default(''),
  endMileage: text('end_mileage').notNull().default(''),
  /** 万元 */
  amount: doublePrecision('amount'),
  sortCode: integer('sort_code').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

export const userProjects = pgTable('user_projects', {
  userId: text('user_id').notNull(),
  projectId: text('project_id').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.projectId] })]);

export const userContracts = pgTable('user_contracts', {
  userId: text('user_id').notNull(),
  contractId: text('contract_id').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.contractId] })]);

/** The project and contract the user works in now (switched with project-data / contract-data). */
export const userContext = pgTable('user_context', {
  userId: text('user_id').primaryKey(),
  projectId: text('project_id'),
  contractId: text('contract_id'),
  /** Lists follow every section the user may see (全部合同段), not contractId only. */
  allContracts: boolean('all_contracts').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const dictionaryTypes = pgTable('dictionary_types', {
  id: text('id').primaryKey(),
  enCode: text('en_code').notNull().unique(),
  fullName: text('full_name').notNull(),
  isTree: integer('is_tree').notNull().default(0),
  sortCode: integer('sort_code').notNull().default(0),
});

export const dictionaryItems = pgTable('dictionary_items', {
  id: text('id').primaryKey(),
  typeId: text('type_id').notNull(),
  parentId: text('parent_id').notNull().default('-1'),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  sortCode: integer('sort_code').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  description: text('description').notNull().default(''),
});

export const areas = pgTable('areas', {
  id: text('id').primaryKey(),
  parentId: text('parent_id').notNull().default('-1'),
  fullName: text('full_name').notNull(),
  level: integer('level').notNull(),
});

export const wbsNodes = pgTable('wbs_nodes', {
  id: text('id').primaryKey(),
  parentId: text('parent_id').notNull().default('-1'),
  contractId: text('contract_id').notNull(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  level: integer('level').notNull(),
  sortCode: integer('sort_code').notNull().default(0),
});

export const tokens = pgTable('tokens', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  /** sha256 hex of the secret part of `bearer <secret>`; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  device: text('device').notNull(), // 'app' | 'web'
  clientId: text('client_id'),
  ip: text('ip'),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  revokedReason: text('revoked_reason'), // null | 'logout' | 'kicked' | 'cancelled' | 'disabled'
});

export const loginTickets = pgTable('login_tickets', {
  id: text('id').primaryKey(),
  status: text('status').notNull(), // 'waiting' | 'scanned' | 'success'
  userId: text('user_id'),
  /** Handed out once to the poller, then cleared. */
  token: text('token'),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
});

export const smsCodes = pgTable('sms_codes', {
  id: text('id').primaryKey(),
  mobilePhone: text('mobile_phone').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
});

export const billRules = pgTable('bill_rules', {
  id: text('id').primaryKey(),
  enCode: text('en_code').notNull().unique(),
  fullName: text('full_name').notNull(),
  prefix: text('prefix').notNull().default(''),
  /** e.g. 'YYYYMMDD'; '' for none. */
  dateFormat: text('date_format').notNull().default(''),
  digits: integer('digits').notNull().default(4),
  startNumber: integer('start_number').notNull().default(1),
});

export const billCounters = pgTable('bill_counters', {
  ruleId: text('rule_id').notNull(),
  period: text('period').notNull(),
  value: integer('value').notNull(),
}, (t) => [primaryKey({ columns: [t.ruleId, t.period] })]);

export const files = pgTable('files', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  storedName: text('stored_name').notNull().unique(),
  size: bigint('size', { mode: 'number' }).notNull(),
  mime: text('mime').notNull().default(''),
  extension: text('extension').notNull().default(''),
  userId: text('user_id'),
  createdAt: createdAt(),
  /** hex; added by 0003_system_files.sql */
  sha256: text('sha256').notNull().default(''),
});

/** Signed download links already used (0012): sha256 of the link, kept until it would have expired. */
export const downloadLinksUsed = pgTable('download_links_used', {
  linkHash: text('link_hash').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

export const signImages = pgTable('sign_images', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  /** data:image/svg+xml;base64,... */
  signImg: text('sign_img').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
});

export const dataInterfaces = pgTable('data_interfaces', {
  id: text('id').primaryKey(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull().unique(),
  type: text('type').notNull(), // 'static' | 'sql' | 'api'
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  enabled: boolean('enabled').notNull().default(true),
});

export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});

// --- oauth: social and SMS sign-in (migration 0004_oauth_social.sql; sms_codes is above, from 0001) ---

/** A third-party identity bound to a user. Unique (source, open_id) and (user_id, source) in SQL. */
export const userSocials = pgTable('user_socials', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  /** 'wechat': an openid under WECHAT_APPID. */
  source: text('source').notNull(),
  openId: text('open_id').notNull(),
  unionId: text('union_id'),
  createdAt: createdAt(),
});

/** Stands for an openid not yet bound, so the openid never reaches the client. Used once. */
export const socialBindKeys = pgTable('social_bind_keys', {
  /** sha256 hex of the key handed to the client. */
  keyHash: text('key_hash').primaryKey(),
  source: text('source').notNull(),
  openId: text('open_id').notNull(),
  unionId: text('union_id'),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
});

// --- system, files and signing (migration 0003_system_files.sql; files.sha256 is above) ---

/** 常用语: userId null is a system word shared by everyone. */
export const commonWords = pgTable('common_words', {
  id: text('id').primaryKey(),
  userId: text('user_id'),
  wordsText: text('words_text').notNull(),
  sortCode: integer('sort_code').notNull().default(0),
  createdAt: createdAt(),
});

/** A user's electronic person seal, made once from the user's name. */
export const personSeals = pgTable('person_seals', {
  userId: text('user_id').primaryKey(),
  sealName: text('seal_name').notNull(),
  /** data:image/svg+xml;base64,... */
  sealImg: text('seal_img').notNull(),
  createdAt: createdAt(),
});

/**
 * Documents a user is asked to hand-sign; state is F_State (0 waiting, 1 signed). Made when a flow
 * with handSign is approved, one per approver and task (migration 0008_hand_sign.sql).
 */
export const handSignItems = pgTable('hand_sign_items', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  title: text('title').notNull(),
  flowId: text('flow_id'),
  taskId: text('task_id'),
  signUrl: text('sign_url').notNull().default(''),
  state: integer('state').notNull().default(0),
  createdAt: createdAt(),
  /** data:image/svg+xml or data:image/png base64 URL */
  signImg: text('sign_img'),
  signType: text('sign_type').$type<'hand' | 'seal'>(),
  signedAt: at('signed_at'),
}, (t) => [unique('hand_sign_items_task_user_key').on(t.taskId, t.userId)]);

// --- permission: personal details (migration 0002_permission.sql) ---

/** What a user fills in on the personal-data page beyond the users row; one row per user, made on first save. */
export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id').primaryKey(),
  /** 个性签名, a line of text (the hand signature images are sign_images). */
  signature: text('signature'),
  nation: text('nation'),
  nativePlace: text('native_place'),
  certificatesType: text('certificates_type'),
  certificatesNumber: text('certificates_number'),
  education: text('education'),
  telePhone: text('tele_phone'),
  landline: text('landline'),
  urgentContacts: text('urgent_contacts'),
  urgentTelePhone: text('urgent_tele_phone'),
  postalAddress: text('postal_address'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

// --- message: notices, flow messages and IM chat (migration 0005_messages.sql) ---

/** A notice (1), flow (2), system (3) or schedule (4) message; recipients are messageReceivers. */
export const messages = pgTable('messages', {
  id: text('id').primaryKey(),
  type: integer('type').notNull(),
  /** Flow messages: 1 approval, 2 delegation. */
  flowType: integer('flow_type'),
  title: text('title').notNull(),
  /** Flow messages: the JSON the app opens the flow screen with (API.md 6.1). */
  bodyText: text('body_text').notNull().default(''),
  files: jsonb('files').$type<unknown[]>().notNull().default([]),
  category: text('category').notNull().default(''),
  coverImage: text('cover_image').notNull().default(''),
  excerpt: text('excerpt').notNull().default(''),
  senderId: text('sender_id'),
  enabledMark: integer('enabled_mark').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: at('updated_at'),
  /** Recipients whose receipts are still to be written (migration 0033): set by a notice, cleared as they are written. */
  pendingRecipients: jsonb('pending_recipients').$type<string[]>(),
});

/** One row per recipient; type and createdAt are the message's, copied for the recipient's list. */
export const messageReceivers = pgTable('message_receivers', {
  messageId: text('message_id').notNull(),
  userId: text('user_id').notNull(),
  type: integer('type').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  readAt: at('read_at'),
  createdAt: at('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.messageId] })]);

/** One chat message; readAt is the wire's receiveTime. Image and voice content is JSON text. */
export const imMessages = pgTable('im_messages', {
  id: text('id').primaryKey(),
  /** Orders messages of the same millisecond. */
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  sendUserId: text('send_user_id').notNull(),
  receiveUserId: text('receive_user_id').notNull(),
  contentType: text('content_type').notNull(), // 'text' | 'image' | 'voice'
  content: text('content').notNull(),
  sendTime: at('send_time').notNull(),
  readAt: at('read_at'),
});

/** The conversation list (JNPF ImReply): one row per user and peer, written with every message. */
export const imConversations = pgTable('im_conversations', {
  userId: text('user_id').notNull(),
  peerId: text('peer_id').notNull(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  latestAt: at('latest_at').notNull(),
  /** Removed from the user's list until the next message. */
  hidden: boolean('hidden').notNull().default(false),
  /** The user deleted the records up to this seq; the peer keeps them. */
  clearedSeq: bigint('cleared_seq', { mode: 'number' }).notNull().default(0),
  /** Messages the peer sent up to this time are read, whenever they are written (0031_read_marks.sql). */
  readUpTo: at('read_up_to'),
}, (t) => [primaryKey({ columns: [t.userId, t.peerId] })]);

// --- idempotency: replayed answers of resent submissions (migration 0006_idempotency.sql) ---

/** One key a signed-in user sent with a POST/PUT/DELETE; response is the stored envelope once done. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  userId: text('user_id').notNull(),
  key: text('key').notNull(),
  method: text('method').notNull(),
  url: text('url').notNull(),
  status: text('status').notNull(), // 'in_progress' | 'done'
  response: jsonb('response').$type<{ code: number; msg: string; data?: unknown }>(),
  /** sha256 of the canonical body the key was first sent with (0012); null for older rows. */
  bodyHash: text('body_hash'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.key] })]);

// --- workflow: flows, tasks, entrust, online-development modules (migration 0007_workflow.sql) ---

/** A flow's or module's form; formType 1 hand-written (by enCode), 2 rendered from propertyJson. */
export const flowForms = pgTable('flow_forms', {
  id: text('id').primaryKey(),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  formType: integer('form_type').notNull().default(2),
  propertyJson: jsonb('property_json').$type<Record<string, unknown>>().notNull(),
  tableJson: jsonb('table_json').$type<unknown[]>().notNull().default([]),
  appUrlAddress: text('app_url_address').notNull().default(''),
  createdAt: createdAt(),
});

/** What the process centre lists (JNPF flowTemplate). */
export const flowTemplates = pgTable('flow_templates', {
  id: text('id').primaryKey(),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  category: text('category').notNull().default(''),
  icon: text('icon').notNull().default(''),
  iconBackground: text('icon_background').notNull().default(''),
  description: text('description').notNull().default(''),
  type: integer('type').notNull().default(0),
  visibleType: integer('visible_type').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  sortCode: integer('sort_code').notNull().default(0),
  createdAt: createdAt(),
});

/** A launchable flow (the wire's flowId) and its current version. */
export const flows = pgTable('flows', {
  id: text('id').primaryKey(),
  templateId: text('template_id').notNull(),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  formId: text('form_id').notNull(),
  version: integer('version').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  sortCode: integer('sort_code').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: at('updated_at'),
});

/** Every version of a flow's node tree; a task runs on the version it was launched with. */
export const flowVersions = pgTable('flow_versions', {
  flowId: text('flow_id').notNull(),
  version: integer('version').notNull(),
  templateJson: jsonb('template_json').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.flowId, t.version] })]);

/** A task: the engine state plus the columns the lists show; `version` is the compare-and-set. */
export const flowTasks = pgTable('flow_tasks', {
  id: text('id').primaryKey(),
  flowId: text('flow_id').notNull(),
  flowVersion: integer('flow_version').notNull(),
  enCode: text('en_code').notNull().default(''),
  fullName: text('full_name').notNull(),
  launcherId: text('launcher_id').notNull(),
  creatorId: text('creator_id').notNull(),
  status: integer('status').notNull(),
  completion: integer('completion').notNull().default(0),
  thisStep: text('this_step').notNull().default(''),
  thisStepId: text('this_step_id').notNull().default(''),
  urgent: integer('urgent').notNull().default(1),
  formData: jsonb('form_data').$type<Record<string, unknown>>().notNull().default({}),
  state: jsonb('state').$type<unknown>().notNull(),
  version: integer('version').notNull().default(1),
  moduleRecordId: text('module_record_id'),
  /** Where the task belongs: role and position approvers resolve within its section. */
  projectId: text('project_id'),
  contractId: text('contract_id'),
  startTime: at('start_time'),
  endTime: at('end_time'),
  createdAt: createdAt(),
  updatedAt: at('updated_at'),
});

/** Operator index: every operator of a task that counts; the pending ones are the todo list. */
export const flowTaskOperators = pgTable('flow_task_operators', {
  id: text('id').primaryKey(),
  taskId: text('task_id').notNull(),
  userId: text('user_id').notNull(),
  nodeId: text('node_id').notNull(),
  nodeName: text('node_name').notNull(),
  delegateUser: text('delegate_user').notNull().default(''),
  /** live and not handled, in a task in approval or suspended: on the todo list */
  pending: boolean('pending').notNull(),
  /** pending, in a task in approval, on a node that allows batch approval: on the batch list (category 4) */
  batch: boolean('batch').notNull().default(false),
  createdAt: at('created_at').notNull(),
});

/** Pending todos per user, kept by a trigger on flow_task_operators (0028): the todo list's total. */
export const flowTodoCounts = pgTable('flow_todo_counts', {
  userId: text('user_id').primaryKey(),
  n: integer('n').notNull(),
});

/** Done index: one row per handling record of a user. */
export const flowTaskRecords = pgTable('flow_task_records', {
  id: text('id').primaryKey(),
  taskId: text('task_id').notNull(),
  userId: text('user_id').notNull(),
  nodeId: text('node_id').notNull(),
  nodeName: text('node_name').notNull(),
  handleStatus: integer('handle_status').notNull(),
  handleTime: at('handle_time').notNull(),
});

/** Copy index: one row per user a task was copied to. */
export const flowTaskCirculates = pgTable('flow_task_circulates', {
  id: text('id').primaryKey(),
  taskId: text('task_id').notNull(),
  userId: text('user_id').notNull(),
  nodeId: text('node_id').notNull(),
  nodeName: text('node_name').notNull(),
  createdAt: at('created_at').notNull(),
});

export const flowComments = pgTable('flow_comments', {
  id: text('id').primaryKey(),
  taskId: text('task_id').notNull(),
  userId: text('user_id').notNull(),
  text: text('text').notNull().default(''),
  image: jsonb('image').$type<unknown[]>().notNull().default([]),
  file: jsonb('file').$type<unknown[]>().notNull().default([]),
  createdAt: createdAt(),
  deletedAt: at('deleted_at'),
});

/** Entrust: type 0 launching, 1 approving; flowId null = every flow. */
export const flowDelegates = pgTable('flow_delegates', {
  id: text('id').primaryKey(),
  type: integer('type').notNull(),
  userId: text('user_id').notNull(),
  toUserId: text('to_user_id').notNull(),
  flowId: text('flow_id'),
  startTime: at('start_time').notNull(),
  endTime: at('end_time').notNull(),
  description: text('description').notNull().default(''),
  enabledMark: integer('enabled_mark').notNull().default(1),
  createdAt: createdAt(),
});

/** An online-development module: form, list columns, optional flow. */
export const onlineModules = pgTable('online_modules', {
  id: text('id').primaryKey(),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  formId: text('form_id').notNull(),
  columnData: jsonb('column_data').$type<Record<string, unknown>>().notNull().default({}),
  appColumnData: jsonb('app_column_data').$type<Record<string, unknown>>(),
  webType: integer('web_type').notNull().default(2),
  flowId: text('flow_id'),
  createdAt: createdAt(),
});

/** A record of a module; flowState follows its task's status. */
export const onlineRecords = pgTable('online_records', {
  id: text('id').primaryKey(),
  moduleId: text('module_id').notNull(),
  projectId: text('project_id'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  flowTaskId: text('flow_task_id'),
  flowState: integer('flow_state'),
  creatorUserId: text('creator_user_id').notNull(),
  /** The contract section the record belongs to: its contract field, else the author's section when saved. */
  contractId: text('contract_id'),
  /** The author's unit when saved (data scope 'unit'). */
  organizeId: text('organize_id'),
  /** Saved as a draft: seen by its author only. */
  draft: boolean('draft').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: at('updated_at'),
});

/** What the catalog last installed of each item (catalog/install.ts), and each module's version. */
/**
 * Records per module and place, kept by a trigger on online_records (0028): the columns the
 * visibility rule reads, so a list's unfiltered total is the sum of the counts it selects.
 */
export const onlineRecordCounts = pgTable('online_record_counts', {
  moduleId: text('module_id').notNull(),
  projectId: text('project_id'),
  contractId: text('contract_id'),
  organizeId: text('organize_id'),
  creatorUserId: text('creator_user_id').notNull(),
  draft: boolean('draft').notNull(),
  n: integer('n').notNull(),
});

/**
 * A change count per list kept ready to send (realtime/keptPages.ts), moved by triggers (0032):
 * records:<module id>, todo:<user id>, directory.
 */
export const listGenerations = pgTable('list_generations', {
  key: text('key').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

export const catalogItems = pgTable('catalog_items', {
  key: text('key').primaryKey(),
  version: integer('version').notNull().default(0),
  base: jsonb('base').$type<Record<string, unknown>>(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

// --- task centre: tasks, meetings, schedules (migration 0015_task_centre.sql) ---

/** A task published to assignees (domains/task); data is its publish form's values. */
export const workTasks = pgTable('work_tasks', {
  id: text('id').primaryKey(),
  projectId: text('project_id'),
  contractId: text('contract_id'),
  /** The publisher's unit (data scope 'unit'). */
  organizeId: text('organize_id'),
  publisherId: text('publisher_id').notNull(),
  title: text('title').notNull(),
  urgency: integer('urgency').notNull().default(1),
  deadline: at('deadline'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  /** Seen by its publisher only; no assignees yet. */
  draft: boolean('draft').notNull().default(false),
  createdAt: createdAt(),
  publishedAt: at('published_at'),
  updatedAt: at('updated_at'),
});

/** An assignee's part of a task: state 0 to accept, 1 in progress, 2 waiting for audit, 3 passed, 4 returned. */
export const workTaskAssignees = pgTable('work_task_assignees', {
  taskId: text('task_id').notNull(),
  userId: text('user_id').notNull(),
  state: integer('state').notNull().default(0),
  progress: integer('progress').notNull().default(0),
  acceptedAt: at('accepted_at'),
  submittedAt: at('submitted_at'),
  finishedAt: at('finished_at'),
  updatedAt: at('updated_at'),
}, (t) => [primaryKey({ columns: [t.taskId, t.userId] })]);

/** What happened to a task: accept, progress, complete, pass, return. */
export const workTaskEvents = pgTable('work_task_events', {
  id: text('id').primaryKey(),
  /** Orders what happened in the same millisecond. */
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  taskId: text('task_id').notNull(),
  /** the assignee concerned */
  userId: text('user_id').notNull(),
  actorId: text('actor_id').notNull(),
  kind: text('kind').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  progress: integer('progress'),
  createdAt: createdAt(),
});

/** One overdue reminder per task and China day; the row is the claim of the instance that sends it. */
export const workTaskReminders = pgTable('work_task_reminders', {
  taskId: text('task_id').notNull(),
  day: text('day').notNull(),
  sentAt: at('sent_at').notNull(),
}, (t) => [primaryKey({ columns: [t.taskId, t.day] })]);

/** A meeting (domains/meeting): status 0 draft, 1 called, 2 ended (minutes published). */
export const meetings = pgTable('meetings', {
  id: text('id').primaryKey(),
  projectId: text('project_id'),
  contractId: text('contract_id'),
  organizeId: text('organize_id'),
  creatorId: text('creator_id').notNull(),
  title: text('title').notNull(),
  startTime: at('start_time'),
  status: integer('status').notNull().default(0),
  draft: boolean('draft').notNull().default(false),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  minutes: jsonb('minutes').$type<Record<string, unknown>>(),
  minutesAt: at('minutes_at'),
  createdAt: createdAt(),
  updatedAt: at('updated_at'),
});

export const meetingAttendees = pgTable('meeting_attendees', {
  meetingId: text('meeting_id').notNull(),
  userId: text('user_id').notNull(),
  signedAt: at('signed_at'),
}, (t) => [primaryKey({ columns: [t.meetingId, t.userId] })]);

/** A decision of a meeting and the task published from it. */
export const meetingDecisions = pgTable('meeting_decisions', {
  id: text('id').primaryKey(),
  /** The order they were taken down. */
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  meetingId: text('meeting_id').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  taskId: text('task_id'),
  createdAt: createdAt(),
});

/** A schedule item of one person (domains/schedule). */
export const schedules = pgTable('schedules', {
  id: text('id').primaryKey(),
  projectId: text('project_id'),
  contractId: text('contract_id'),
  organizeId: text('organize_id'),
  userId: text('user_id').notNull(),
  title: text('title').notNull(),
  startTime: at('start_time').notNull(),
  endTime: at('end_time').notNull(),
  remindAt: at('remind_at'),
  remindedAt: at('reminded_at'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: at('updated_at'),
});

// --- administration (migration 0016_administration.sql; roles.projectId is above) ---

/** Sign-ins (category 1) and administrative changes (category 3), written with the change they record. */
export const auditLog = pgTable('audit_log', {
  id: text('id').primaryKey(),
  at: at('at').notNull(),
  category: integer('category').notNull(),
  actorId: text('actor_id'),
  actorAccount: text('actor_account').notNull().default(''),
  actorName: text('actor_name').notNull().default(''),
  ip: text('ip').notNull().default(''),
  /** what kind of thing: 'signIn', 'user', 'organize', 'role', 'grant', 'flow', ... (audit.ts AuditKind) */
  kind: text('kind').notNull(),
  action: text('action').notNull(),
  objectId: text('object_id'),
  objectName: text('object_name').notNull().default(''),
  /** the project the change concerns, when it concerns one: a project administrator sees those */
  projectId: text('project_id'),
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
  detail: text('detail').notNull().default(''),
});

/** Delegated administration: who administers which project. */
export const projectAdmins = pgTable('project_admins', {
  userId: text('user_id').notNull(),
  projectId: text('project_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.projectId] })]);

/** A project's own shapes on the map: alignment, section boundaries, sites (GeoJSON geometry, lng/lat). */
export const mapFeatures = pgTable('map_features', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  contractId: text('contract_id'),
  /** 'alignment' | 'section' | 'site' */
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  geometry: jsonb('geometry').$type<{ type: string, coordinates: unknown }>().notNull(),
  description: text('description').notNull().default(''),
  sortCode: integer('sort_code').notNull().default(0),
  createdAt: createdAt(),
});

export * from './schema.exam.js';
export * from './schema.appData.js';
export * from './schema.progress.js';

/** A folder of a document library (0019): library is the catalog module whose tile grants it. */
export const docFolders = pgTable('doc_folders', {
  id: text('id').primaryKey(),
  library: text('library').notNull(),
  projectId: text('project_id'),
  name: text('name').notNull(),
  sortCode: integer('sort_code').notNull().default(0),
  createdAt: createdAt(),
});

/** A document of a library folder (0019): its bytes are a stored file; placed like module records. */
export const docDocuments = pgTable('doc_documents', {
  id: text('id').primaryKey(),
  library: text('library').notNull(),
  folderId: text('folder_id').notNull(),
  docNo: text('doc_no').notNull().default(''),
  title: text('title').notNull(),
  fileId: text('file_id').notNull(),
  projectId: text('project_id'),
  contractId: text('contract_id'),
  organizeId: text('organize_id'),
  authorId: text('author_id').notNull(),
  createdAt: createdAt(),
});
export * from './schema.smartsite.js';
export * from './schema.attendance.js';
export * from './schema.importJobs.js';
export * from './schema.rebar.js';
