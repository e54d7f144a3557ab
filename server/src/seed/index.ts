/**
 * Loads the demo organisation (seed/data) into an empty database, or only an administrator.
 * Never touches a database that already has users.
 */
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.js';
import * as t from '../db/schema.js';
import { md5Hex } from '../lib/ids.js';
import { createLocalStore, type FileStore } from '../domains/file/store.js';
import { hashPassword } from '../lib/password.js';
import * as data from './data/index.js';
import * as systemDefaults from '../domains/system/defaults.js';
import { everythingChanged } from '../realtime/changes.js';
import { installCatalog } from '../catalog/install.js';
import { ROLE_ADMIN } from '../catalog/roles.js';
import { demoFlowTemplates } from './data/flowCustomisations.js';
import { type DemoFile, writeDemoFiles } from './demoFiles.js';
import { seedDemoSmartSite } from './demoSmartSite.js';
import { seedDemoRebar } from './demoRebar.js';
import { seedDemoTasks } from './demoTasks.js';
import { seedDemoExams } from './demoExams.js';
import { seedDemoSafety } from './demoSafety.js';
import { seedDemoLab } from './demoLab.js';
import { seedDemoDashboards } from './demoDashboards.js';
import { seedDemoTaskCentre } from './demoTaskCentre.js';
import { seedDemoEngineering } from './demoEngineering.js';
import { seedDemoProgress } from './demoProgress.js';
import { seedDemoDocs } from './demoDocs.js';
import { seedDemoField } from './demoField.js';
import { seedDemoAttendance } from './demoAttendance.js';
import { seedDemoLinks } from './demoLinks.js';
import { seedDemoOrders } from './demoOrders.js';

const SYS_CONFIG = { title: 'SiteFlow 工程现场管理', copyright: 'Copyright © SiteFlow' };
/** The demo organisation's contacts (联系我们); a production database starts without them. */
const DEMO_CONTACTS = { companyTelePhone: '025-52800000', companyEmail: 'support@siteflow.example' };
const BATCH = 500;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.users);
  return row.n === 0;
}

/** Inserts in batches: PostgreSQL takes at most 65535 parameters per statement. */
async function insertAll<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(table).values(rows.slice(i, i + BATCH));
}

async function insertSysConfig(db: Db): Promise<void> {
  await db.insert(t.sysConfig).values(Object.entries(SYS_CONFIG).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}

// --- system, files and signing (domains/system/defaults.ts) -----------------------------------
// Data interfaces, shared common words, settings and the app release: every new
// database gets them. Without its tasks (SEED_DEMO_TASKS off) the demo adds one document waiting
// for zongjian's hand signature, so the role-sign prompt (state 10) can be shown; with them, the
// approved supervision log asks zongjian to sign (seed/demoTasks.ts).
async function insertSystemDefaults(db: Db): Promise<void> {
  const d = systemDefaults;
  await db.insert(t.dataInterfaces).values(d.DATA_INTERFACES).onConflictDoNothing();
  await db.insert(t.commonWords).values(d.SYSTEM_COMMON_WORDS.map((wordsText, i) => ({
    id: `cw_system_${i + 1}`, userId: null, wordsText, sortCode: i + 1,
  }))).onConflictDoNothing();
  await db.insert(t.sysConfig).values(d.SYS_CONFIG_ROWS).onConflictDoNothing();
}

async function insertDemoHandSign(db: Db): Promise<void> {
  await db.insert(t.handSignItems).values({
    id: 'hs_demo_zongjian', userId: 'u_zongjian', title: '第一合同段监理日志待总监手写签名', state: 0,
    signUrl: '/pages/workFlow/autoSign/index?id=hs_demo_zongjian',
  }).onConflictDoNothing();
}
// --- end of system, files and signing ---------------------------------------------------------

// --- messages and IM chat (domains/message) ---------------------------------------------------
// Two notices from the administrator to everyone, a system message, and chats: shigong and jianli
// (read), zongjian to jianli (unread), so the message centre, the badge and the chat list have
// something to show. Times are relative to the seeding, on the app clock.
async function insertDemoMessages(db: Db, at: Date): Promise<void> {
  const now = at.getTime();
  const ago = (minutes: number) => new Date(now - minutes * 60_000);
  const everyone = data.users.map((u) => u.id);
  const notices = [
    { id: 'msg_demo_safety', type: 1, title: '关于开展“安全生产月”活动的通知', minutes: 3 * 24 * 60, to: everyone,
      bodyText: '<p>各参建单位：</p><p>为落实安全生产责任，本项目于本月开展“安全生产月”活动，请各合同段于本周五前上报活动方案，并组织全员安全教育培训。</p>' },
    { id: 'msg_demo_duty', type: 1, title: '关于节假日期间工地值班安排的通知', minutes: 26 * 60, to: everyone,
      bodyText: '<p>节假日期间各合同段须安排领导带班、专人值班，值班表请于放假前两日报总监办备案。</p>' },
    { id: 'msg_demo_system', type: 3, title: '系统已升级至 3.3.5 版本', minutes: 90, to: ['u_jianli', 'u_shigong', 'u_zongjian'],
      bodyText: '<p>新版本支持即时消息图片与语音，欢迎使用。</p>' },
  ];
  await db.insert(t.messages).values(notices.map((n) => ({
    id: n.id, type: n.type, title: n.title, bodyText: n.bodyText, senderId: n.type === 1 ? 'u_admin' : null, createdAt: ago(n.minutes),
  })));
  await insertAll(db, t.messageReceivers, notices.flatMap((n) => n.to.map((userId) => ({
    messageId: n.id, userId, type: n.type, createdAt: ago(n.minutes),
  }))));

  const chats = [
    { from: 'u_shigong', to: 'u_jianli', minutes: 180, read: true, text: '李工，K12+300 段路基压实度检测报告已上传，请审核。' },
    { from: 'u_jianli', to: 'u_shigong', minutes: 170, read: true, text: '收到，明天上午到现场复核。' },
    { from: 'u_zongjian', to: 'u_jianli', minutes: 30, read: false, text: '明天上午九点召开监理例会，请准时参加。' },
  ];
  for (const [i, c] of chats.entries()) {
    const sendTime = ago(c.minutes);
    const [row] = await db.insert(t.imMessages).values({
      id: `im_demo_${i + 1}`, sendUserId: c.from, receiveUserId: c.to, contentType: 'text', content: c.text,
      sendTime, readAt: c.read ? ago(c.minutes - 5) : null,
    }).returning({ seq: t.imMessages.seq });
    await db.insert(t.imConversations).values([
      { userId: c.from, peerId: c.to, lastSeq: row.seq, latestAt: sendTime },
      { userId: c.to, peerId: c.from, lastSeq: row.seq, latestAt: sendTime },
    ]).onConflictDoUpdate({
      target: [t.imConversations.userId, t.imConversations.peerId],
      set: { lastSeq: row.seq, latestAt: sendTime },
    });
  }
}
// --- end of messages and IM chat ---------------------------------------------------------------

/** The demo organisation was loaded here (its required accounts exist). */
export async function hasDemoUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.users).where(eq(t.users.id, 'u_jianli'));
  return row.n === 1;
}

export interface DemoOptions {
  /**
   * Approvals in flight (seed/demoTasks.ts), made through the workflow service in the same
   * transaction: SEED_DEMO_TASKS at start. Off unless asked, so tests and benches count exactly.
   */
  tasks?: boolean;
  /** The app clock: the demo's messages and tasks are dated back from it. */
  now?: () => Date;
  /** DATA_DIR: where the demo tasks' photos and documents are written (none written without it). */
  dataDir?: string;
  /** Where the demo's files go; DATA_DIR/files by default. */
  store?: FileStore;
}

/** Returns false (and writes nothing) when the database already has users. */
export async function seedDemo(db: Db, opts: DemoOptions = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const now = opts.now ?? (() => new Date());
  // one argon2 hash for every demo account: they share the password, and hashing costs ~30 ms each
  const passwordHash = await hashPassword(md5Hex(data.DEMO_PASSWORD));
  let attached: DemoFile[] = [];
  await db.transaction(async (tx) => {
    await insertAll(tx, t.organizes, data.organizations.map((o) => ({
      id: o.id, parentId: o.parentId, category: o.category, unitType: o.unitType ?? null, fullName: o.fullName,
      enCode: o.enCode, managerId: o.managerId ?? null, sortCode: o.sortCode,
    })));
    // the product's modules, roles and dictionaries, with the approval chains the demo set up for itself
    await installCatalog(tx, { now: now(), flowOverrides: demoFlowTemplates() });
    await insertAll(tx, t.positions, data.positions.map((p) => ({ ...p })));
    await insertAll(tx, t.projects, data.projects.map((p, i) => ({
      ...p, startDate: new Date(p.startDate), endDate: new Date(p.endDate), sortCode: i + 1,
    })));
    await insertAll(tx, t.contracts, data.contracts.map((c, i) => ({ ...c, sortCode: i + 1 })));
    await insertAll(tx, t.users, data.users.map((u, i) => ({
      id: u.id, account: u.account, realName: u.realName, passwordHash, gender: u.gender, mobilePhone: u.mobilePhone,
      email: u.email, description: u.description ?? null, organizeId: u.organizeId, positionId: u.positionIds[0] ?? null,
      managerId: u.managerId ?? null, isAdmin: u.isAdministrator, sortCode: i + 1,
    })));
    await insertAll(tx, t.userPositions, data.users.flatMap((u) => u.positionIds.map((positionId) => ({ userId: u.id, positionId }))));
    await insertAll(tx, t.userRoles, data.users.flatMap((u) => u.roleIds.map((roleId) => ({ userId: u.id, roleId }))));
    await insertAll(tx, t.userProjects, data.users.flatMap((u) => u.projectIds.map((projectId) => ({ userId: u.id, projectId }))));
    await insertAll(tx, t.userContracts, data.users.flatMap((u) => u.contractIds.map((contractId) => ({ userId: u.id, contractId }))));
    await insertAll(tx, t.areas, data.areas.map((a) => ({ ...a })));
    await insertAll(tx, t.wbsNodes, data.wbsNodes.map((w) => ({ ...w })));
    await insertAll(tx, t.boqItems, data.boqItems.map((b) => ({ ...b })));
    await insertSysConfig(tx);
    await tx.insert(t.sysConfig).values(Object.entries(DEMO_CONTACTS).map(([key, value]) => ({ key, value }))).onConflictDoNothing();
    await insertSystemDefaults(tx);
    if (!opts.tasks) await insertDemoHandSign(tx);
    await insertDemoMessages(tx, now());
    if (opts.tasks) {
      attached = (await seedDemoTasks({ db: tx, now }).catch((err: unknown) => {
        throw new Error(`demo tasks not seeded (SEED_DEMO_TASKS=0 starts without them): ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      })).files;
      await seedDemoExams({ db: tx, now });
      attached.push(...(await seedDemoSafety({ db: tx, now })).files);
      attached.push(...(await seedDemoTaskCentre({ db: tx, now })).files);
      attached.push(...(await seedDemoEngineering({ db: tx, now })).files);
      await seedDemoOrders({ db: tx, now }); // before the lab's receipts, which name the orders
      attached.push(...(await seedDemoLab({ db: tx, now })).files);
      await seedDemoProgress({ db: tx, now });
      attached.push(...(await seedDemoDocs({ db: tx, now })).files);
      await seedDemoDashboards({ db: tx, now });
      await seedDemoSmartSite({ db: tx, now });
      attached.push(...(await seedDemoAttendance({ db: tx, now })).files);
    }
    attached.push(...await seedDemoField(tx, { tasks: opts.tasks, now }));
    await seedDemoLinks(tx, { tasks: opts.tasks });
  });
  if (opts.dataDir) await writeDemoFiles(opts.store ?? createLocalStore(opts.dataDir), path.join(opts.dataDir, 'incoming'), attached);
  // counted through the rebar service, which reads the photos from the store: after the files, outside the transaction
  if (opts.tasks && opts.dataDir) await seedDemoRebar({ db, now, dataDir: opts.dataDir, store: opts.store ?? createLocalStore(opts.dataDir) });
  await everythingChanged(); // people, roles, menus and the organisation were written
  return true;
}

/**
 * For a production database (SEED_DEMO off): the catalog and one administrator, account `admin`,
 * holding its administrator role, who must change the password at first sign-in (it was given in
 * the environment or printed in the log).
 */
export async function seedAdminOnly(db: Db, password: string): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const passwordHash = await hashPassword(md5Hex(password));
  await db.transaction(async (tx) => {
    await installCatalog(tx);
    await tx.insert(t.users).values({
      id: 'u_admin', account: 'admin', realName: '系统管理员', passwordHash, isAdmin: true, mustChangePassword: true,
    });
    await tx.insert(t.userRoles).values({ userId: 'u_admin', roleId: ROLE_ADMIN });
    await insertSysConfig(tx);
    await insertSystemDefaults(tx);
  });
  return true;
}
