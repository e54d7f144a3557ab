import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** An S3-compatible bucket for uploaded files (domains/file/store.ts). */
export interface S3Settings {
  bucket: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** The bucket in the path (MinIO, s3rver), not in the host name (AWS, OSS, COS). */
  forcePathStyle: boolean;
}

/** Every setting of the server. Defaults run with zero set-up on a fresh machine. */
export interface Config {
  port: number;
  host: string;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (rate limits need it). */
  trustProxy: boolean;
  /** Folder of the embedded database (PGlite), uploads and the process lock. */
  dataDir: string;
  /** Real PostgreSQL; when empty the embedded PGlite in dataDir is used. */
  databaseUrl: string | null;
  /** Redis for pub/sub and shared rate limits across instances; in-process when empty. */
  redisUrl: string | null;
  /**
   * NODE_ENV unset, development or test: `npm start` and the tests. Anything else (production)
   * never loads the demo unless SEED_DEMO asks for it.
   */
  development: boolean;
  /** Load the demo organisation (its accounts share a published password) into an empty database. */
  seedDemo: boolean;
  /** With the demo: approvals in flight (todos, messages, module records) on its first seeding. */
  seedDemoTasks: boolean;
  /** Password of `admin` when the demo is not seeded; null means generate one and log it. */
  adminPassword: string | null;
  tokenTtlMs: number;
  /** One live token per user and device type: a new sign-in kicks the older one (code 602). */
  singleLogin: boolean;
  /** Login attempts allowed per minute, per account and per client IP. */
  loginRatePerAccount: number;
  loginRatePerIp: number;
  /**
   * The cipherKey of JNPF 3.5 mobile clients (their define.js): they send the password as
   * hex(AES-ECB(md5(plain))) under it. 16, 24 or 32 characters; null: only md5 passwords (3.2-3.4).
   */
  loginCipherKey: string | null;
  /** Wrong passwords within loginLockWindowMs that lock an account for loginLockMs (kept in the database). */
  loginLockThreshold: number;
  loginLockWindowMs: number;
  loginLockMs: number;
  /** Origins other than the server's own that browsers may call the API from (CORS); none by default. */
  corsOrigins: string[];
  /** Life of a QR/social login ticket. */
  ticketTtlMs: number;
  /** A map tile URL template ({z}/{x}/{y}) for the app's maps; unset: the project's own shapes are drawn alone. */
  mapTileUrl: string | null;
  wechatApiBase: string;
  wechatAppId: string | null;
  wechatSecret: string | null;
  /** How long to wait for api.weixin.qq.com before answering 400. */
  wechatTimeoutMs: number;
  /** Where SMS codes go: 'log' appends them to DATA_DIR/sms-outbox.log (no SMS gateway is wired yet; never the server log). */
  smsSender: SmsSenderKind;
  /** The gateway's settings when SMS_SENDER names one (not 'log'). */
  smsGateway: SmsGatewayConfig | null;
  smsCodeTtlMs: number;
  /** One code per number per interval. */
  smsResendIntervalMs: number;
  /** Wrong tries that burn a code. */
  smsMaxAttempts: number;
  /** Codes sent to one number per 24 hours. */
  smsDailyLimit: number;
  /** SMS calls (send and sign-in) allowed per minute, per number and per client IP. */
  smsRatePerNumber: number;
  smsRatePerIp: number;
  uploadMaxBytes: number;
  /** How often timer jobs run (overdue task and schedule reminders). */
  timerIntervalMs: number;
  /** PGlite only: how often the tables autovacuum would take are vacuumed or analyzed (db/maintenance.ts). */
  dbMaintenanceMs: number;
  /** hot statements prepared once per connection (db/preparing.ts); PREPARED_STATEMENTS=0 turns it off */
  preparedStatements: boolean;
  /** the embedded database on a thread of its own (db/pgliteThread.ts); PGLITE_THREAD=0 runs it on the server's */
  pgliteThread: boolean;
  /** Built H5 app served as static files with history-mode fallback, when the folder exists. */
  h5Dir: string;
  logLevel: string;
  /**
   * On SIGTERM: how long the health endpoint answers 503 (so the balancer stops sending new
   * requests) before the server stops taking them and finishes those in flight.
   */
  drainDelayMs: number;
  /** Uploaded files in an S3-compatible bucket (S3_BUCKET…); DATA_DIR/files when null. */
  s3: S3Settings | null;
  /** Reverse geocoding of coordinates into an address (GEOCODER…); null: coordinates only. */
  geocoder: GeocoderSettings | null;
}

export const GEOCODERS = ['tianditu', 'amap', 'nominatim'] as const;
export type GeocoderKind = (typeof GEOCODERS)[number];

export interface GeocoderSettings {
  kind: GeocoderKind;
  /** the service's address (nominatim: its base URL; the others have a default) */
  url: string;
  /** tianditu's tk, amap's key */
  key: string | null;
  timeoutMs: number;
  /** how long an answer is kept for the same place */
  cacheMs: number;
  /** lookups per user and minute */
  ratePerMinute: number;
}

const GEOCODER_URLS: Record<GeocoderKind, string> = {
  tianditu: 'https://api.tianditu.gov.cn/geocoder',
  amap: 'https://restapi.amap.com/v3/geocode/regeo',
  nominatim: 'https://nominatim.openstreetmap.org',
};

function parseGeocoder(env: Env): GeocoderSettings | null {
  const kind = text(env.GEOCODER)?.toLowerCase();
  if (kind == null || kind === 'none') return null;
  if (!(GEOCODERS as readonly string[]).includes(kind)) throw new Error(`GEOCODER must be one of none, ${GEOCODERS.join(', ')}, got "${env.GEOCODER}"`);
  const k = kind as GeocoderKind;
  const key = text(env.GEOCODER_KEY);
  if (k !== 'nominatim' && !key) throw new Error(`GEOCODER=${k} needs GEOCODER_KEY`);
  return {
    kind: k,
    url: (text(env.GEOCODER_URL) ?? GEOCODER_URLS[k]).replace(/\/+$/, ''),
    key,
    timeoutMs: parseDuration('GEOCODER_TIMEOUT', env.GEOCODER_TIMEOUT, 3 * UNITS.s),
    cacheMs: parseDuration('GEOCODER_CACHE', env.GEOCODER_CACHE, 10 * UNITS.m),
    ratePerMinute: parseInteger('GEOCODER_RATE', env.GEOCODER_RATE, 30, 1),
  };
}

type Env = Record<string, string | undefined>;

export const SMS_SENDERS = ['log', 'aliyun'] as const;
export type SmsSenderKind = (typeof SMS_SENDERS)[number];

/** An SMS gateway's account (SMS_SENDER=aliyun: dysmsapi SendSms): keys, sign name, a template per purpose. */
export interface SmsGatewayConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** template codes: the sign-in code (param `code`), the initial password (params `account`, `password`) */
  templates: { login: string; initialPassword: string | null };
  endpoint: string;
  timeoutMs: number;
}

function parseSmsGateway(kind: SmsSenderKind, env: Env): SmsGatewayConfig | null {
  if (kind === 'log') return null;
  const need = (name: string) => {
    const v = text(env[name]);
    if (!v) throw new Error(`SMS_SENDER=${kind} needs ${name}`);
    return v;
  };
  return {
    accessKeyId: need('SMS_ACCESS_KEY_ID'), accessKeySecret: need('SMS_ACCESS_KEY_SECRET'), signName: need('SMS_SIGN_NAME'),
    templates: { login: need('SMS_TEMPLATE_LOGIN'), initialPassword: text(env.SMS_TEMPLATE_INITIAL_PASSWORD) },
    endpoint: text(env.SMS_ENDPOINT) ?? 'https://dysmsapi.aliyuncs.com/',
    timeoutMs: parseDuration('SMS_TIMEOUT', env.SMS_TIMEOUT, 5 * UNITS.s),
  };
}

function parseSmsSender(value: string | undefined): SmsSenderKind {
  const v = text(value)?.toLowerCase() ?? 'log';
  if (!(SMS_SENDERS as readonly string[]).includes(v)) throw new Error(`SMS_SENDER must be one of ${SMS_SENDERS.join(', ')}, got "${value}"`);
  return v as SmsSenderKind;
}

/** The repository root: server/src/config.ts → ../.. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off']);
const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

function text(value: string | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

export function parseBool(name: string, value: string | undefined, fallback: boolean): boolean {
  const v = text(value)?.toLowerCase();
  if (v == null) return fallback;
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

export function parseInteger(name: string, value: string | undefined, fallback: number, min = 0): number {
  const v = text(value);
  if (v == null) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < min) throw new Error(`${name} must be an integer >= ${min}, got "${value}"`);
  return Number(v);
}

/** "12h", "30m", "45s", "500ms", "2d"; a bare number is seconds. */
export function parseDuration(name: string, value: string | undefined, fallbackMs: number): number {
  const v = text(value)?.toLowerCase();
  if (v == null) return fallbackMs;
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/.exec(v);
  if (!m || Number(m[1]) <= 0) throw new Error(`${name} must be a duration like 12h, 30m or 3600, got "${value}"`);
  return Math.round(Number(m[1]) * UNITS[m[2] ?? 's']);
}

const DEVELOPMENT_ENVS = new Set(['', 'development', 'test']);

/** CORS_ORIGINS: comma-separated origins such as https://app.example.com (scheme, host and port only). */
function parseCipherKey(name: string, value: string | undefined): string | null {
  const v = text(value);
  if (v !== null && ![16, 24, 32].includes(Buffer.byteLength(v))) throw new Error(`${name} must be 16, 24 or 32 bytes (an AES key), got ${Buffer.byteLength(v)}`);
  return v;
}

export function parseOrigins(name: string, value: string | undefined): string[] {
  const origins = (text(value) ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const o of origins) {
    let url: URL | null = null;
    try {
      url = new URL(o);
    } catch { /* named below */ }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== o.replace(/\/+$/, '')) {
      throw new Error(`${name} must list origins like https://app.example.com, got "${o}"`);
    }
  }
  return [...new Set(origins.map((o) => o.replace(/\/+$/, '')))];
}

/** Pure: reads only `env` and the given folders. */
export function loadConfig(env: Env, dirs: { cwd?: string; repoRoot?: string } = {}): Config {
  const cwd = dirs.cwd ?? process.cwd();
  const repoRoot = dirs.repoRoot ?? REPO_ROOT;
  const databaseUrl = text(env.DATABASE_URL);
  const development = DEVELOPMENT_ENVS.has((text(env.NODE_ENV) ?? '').toLowerCase());
  return {
    port: parseInteger('PORT', env.PORT, 3000),
    host: text(env.HOST) ?? '0.0.0.0',
    trustProxy: parseBool('TRUST_PROXY', env.TRUST_PROXY, false),
    dataDir: path.resolve(cwd, text(env.DATA_DIR) ?? './data'),
    databaseUrl,
    redisUrl: text(env.REDIS_URL),
    development,
    // the demo's password is published: only in development, on the embedded database, or when asked
    seedDemo: parseBool('SEED_DEMO', env.SEED_DEMO, development && databaseUrl == null),
    seedDemoTasks: parseBool('SEED_DEMO_TASKS', env.SEED_DEMO_TASKS, true),
    adminPassword: text(env.ADMIN_PASSWORD),
    tokenTtlMs: parseDuration('TOKEN_TTL', env.TOKEN_TTL, 12 * UNITS.h),
    singleLogin: parseBool('SINGLE_LOGIN', env.SINGLE_LOGIN, true),
    loginRatePerAccount: parseInteger('LOGIN_RATE_PER_ACCOUNT', env.LOGIN_RATE_PER_ACCOUNT, 10, 1),
    loginRatePerIp: parseInteger('LOGIN_RATE_PER_IP', env.LOGIN_RATE_PER_IP, 60, 1),
    loginCipherKey: parseCipherKey('LOGIN_CIPHER_KEY', env.LOGIN_CIPHER_KEY),
    loginLockThreshold: parseInteger('LOGIN_LOCK_THRESHOLD', env.LOGIN_LOCK_THRESHOLD, 5, 1),
    loginLockWindowMs: parseDuration('LOGIN_LOCK_WINDOW', env.LOGIN_LOCK_WINDOW, 15 * UNITS.m),
    loginLockMs: parseDuration('LOGIN_LOCK_DURATION', env.LOGIN_LOCK_DURATION, 15 * UNITS.m),
    corsOrigins: parseOrigins('CORS_ORIGINS', env.CORS_ORIGINS),
    ticketTtlMs: parseDuration('TICKET_TTL', env.TICKET_TTL, 5 * UNITS.m),
    mapTileUrl: text(env.MAP_TILE_URL),
    wechatApiBase: (text(env.WECHAT_API_BASE) ?? 'https://api.weixin.qq.com').replace(/\/+$/, ''),
    wechatAppId: text(env.WECHAT_APPID),
    wechatSecret: text(env.WECHAT_SECRET),
    wechatTimeoutMs: parseDuration('WECHAT_TIMEOUT', env.WECHAT_TIMEOUT, 5 * UNITS.s),
    smsSender: parseSmsSender(env.SMS_SENDER),
    smsGateway: parseSmsGateway(parseSmsSender(env.SMS_SENDER), env),
    smsCodeTtlMs: parseDuration('SMS_CODE_TTL', env.SMS_CODE_TTL, 5 * UNITS.m),
    smsResendIntervalMs: parseDuration('SMS_RESEND_INTERVAL', env.SMS_RESEND_INTERVAL, 60 * UNITS.s),
    smsMaxAttempts: parseInteger('SMS_MAX_ATTEMPTS', env.SMS_MAX_ATTEMPTS, 5, 1),
    smsDailyLimit: parseInteger('SMS_DAILY_LIMIT', env.SMS_DAILY_LIMIT, 10, 1),
    smsRatePerNumber: parseInteger('SMS_RATE_PER_NUMBER', env.SMS_RATE_PER_NUMBER, 10, 1),
    smsRatePerIp: parseInteger('SMS_RATE_PER_IP', env.SMS_RATE_PER_IP, 30, 1),
    uploadMaxBytes: parseInteger('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, 20 * 1024 * 1024, 1),
    timerIntervalMs: parseDuration('TIMER_INTERVAL', env.TIMER_INTERVAL, 60 * UNITS.s),
    dbMaintenanceMs: parseDuration('DB_MAINTENANCE_INTERVAL', env.DB_MAINTENANCE_INTERVAL, 60 * UNITS.s),
    preparedStatements: text(env.PREPARED_STATEMENTS) !== '0',
    pgliteThread: text(env.PGLITE_THREAD) !== '0',
    h5Dir: path.resolve(repoRoot, text(env.H5_DIR) ?? 'dist/h5'),
    logLevel: text(env.LOG_LEVEL) ?? 'info',
    // a balancer checks every few seconds; `npm start` in a terminal has none to wait for
    s3: text(env.S3_BUCKET) ? {
      bucket: text(env.S3_BUCKET)!,
      endpoint: text(env.S3_ENDPOINT),
      region: text(env.S3_REGION) ?? 'us-east-1',
      accessKeyId: text(env.S3_ACCESS_KEY_ID),
      secretAccessKey: text(env.S3_SECRET_ACCESS_KEY),
      forcePathStyle: parseBool('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, text(env.S3_ENDPOINT) != null),
    } : null,
    geocoder: parseGeocoder(env),
    drainDelayMs: text(env.DRAIN_DELAY) === '0' ? 0 : parseDuration('DRAIN_DELAY', env.DRAIN_DELAY, development ? 0 : 5 * UNITS.s),
  };
}
