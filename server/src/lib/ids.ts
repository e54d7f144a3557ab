import { createHash, randomBytes } from 'node:crypto';

/** A random id of 32 hex digits (JNPF ids are opaque strings). */
export const newId = (): string => randomBytes(16).toString('hex');

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

export const md5Hex = (value: string): string => createHash('md5').update(value).digest('hex');
