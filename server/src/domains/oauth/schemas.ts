import { Type, type Static } from '@fastify/type-provider-typebox';

/** md5(plain) in hex, or (3.5) that md5 AES-encrypted in hex: 96 hex digits (loginPassword.ts) */
const md5Hex = Type.String({ minLength: 1, maxLength: 192, pattern: '^([0-9a-fA-F]{32})+$', description: 'md5(plain) in hex, or its AES-ECB hex (JNPF 3.5)' });

/** Fields of the login form (API.md 2.1); the v3.2 client credential query params are ignored. */
export const LoginForm = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 64 }),
  password: md5Hex,
  origin: Type.Optional(Type.String()),
  grant_type: Type.Optional(Type.String()),
  timestamp: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
  jnpf_ticket: Type.Optional(Type.String({ maxLength: 64 })),
  clientId: Type.Optional(Type.String({ maxLength: 128 })),
});

export const CurrentUserQuery = Type.Object({
  type: Type.Optional(Type.String()),
});

export const ProjectQuery = Type.Object({
  projectId: Type.String({ minLength: 1, maxLength: 64 }),
});

export const IdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
});

export const AccountParams = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 64 }),
});

export const TicketParams = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 64 }),
});

export type LoginFormType = Static<typeof LoginForm>;
