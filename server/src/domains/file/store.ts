/**
 * Where uploaded bytes live, under keys `<type>/<yyyymmdd>/<stored name>`: DATA_DIR/files on this
 * machine by default, or an S3-compatible bucket (MinIO, Aliyun OSS, Tencent COS, AWS) when
 * S3_BUCKET is set, so that every instance behind a balancer serves every file. Objects are
 * written once and never changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config, S3Settings } from '../../config.js';

export interface StoredObject {
  size: number;
  stream(): Readable;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Moves the finished local file `from` into the store under key (`from` is gone afterwards). */
  put(key: string, from: string, mime: string): Promise<void>;
  /** The object, or null when there is none. */
  open(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  /** Resolves when the store can be reached and written (the health endpoint). */
  ping(): Promise<void>;
}

export const fileKey = (type: string, storedName: string): string => `${type}/${storedName.slice(0, 8)}/${storedName}`;

export function createLocalStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'files');
  const at = (key: string) => path.join(root, ...key.split('/'));
  return {
    kind: 'local',
    async put(key, from) {
      fs.mkdirSync(path.dirname(at(key)), { recursive: true });
      fs.renameSync(from, at(key));
    },
    async open(key) {
      const file = at(key);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      return stat?.isFile() ? { size: stat.size, stream: () => fs.createReadStream(file) } : null;
    },
    async remove(key) {
      fs.rmSync(at(key), { force: true });
    },
    async ping() {
      await fs.promises.access(dataDir, fs.constants.W_OK);
    },
  };
}

export function createS3Store(s: S3Settings): FileStore {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint ?? undefined,
    forcePathStyle: s.forcePathStyle,
    // the SDK's default trailing checksums (aws-chunked uploads) are not spoken by every
    // S3-compatible store: checksums only where the API requires them
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
  });
  const missing = (err: unknown) => {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
  };
  return {
    kind: 's3',
    async put(key, from, mime) {
      const size = fs.statSync(from).size;
      try {
        await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: key, Body: fs.createReadStream(from), ContentLength: size, ContentType: mime }));
      } finally {
        fs.rmSync(from, { force: true });
      }
    },
    async open(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key }));
        const body = res.Body as Readable;
        return { size: Number(res.ContentLength ?? 0), stream: () => body };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key }));
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: s.bucket }));
    },
  };
}

export function createFileStore(config: Pick<Config, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? createS3Store(config.s3) : createLocalStore(config.dataDir);
}
