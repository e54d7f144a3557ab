/**
 * Request schemas of /api/message and the frames of the IM socket. Bodies and frames accept
 * fields they do not know (the JNPF client sends whole objects and a token in every frame).
 */
import { Type, type Static } from '@fastify/type-provider-typebox';

const id = Type.String({ minLength: 1, maxLength: 64 });
const keyword = Type.String({ maxLength: 100 });
/** An uploaded file's stored name: no folders, no '..'. */
export const FILE_NAME = '^(?!.*\\.\\.)[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$';

export const MESSAGE_TYPES = { notice: 1, flow: 2, system: 3, schedule: 4 } as const;
const messageType = Type.Integer({ minimum: 1, maximum: 4 });

export const IdParams = Type.Object({ id });

export const ListQuery = Type.Object({
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 20 })),
  keyword: Type.Optional(keyword),
  type: Type.Optional(messageType),
  isRead: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  sort: Type.Optional(Type.String({ maxLength: 10 })),
  sidx: Type.Optional(Type.String({ maxLength: 50 })),
});
export type ListQueryType = Static<typeof ListQuery>;

export const ReadAllBody = Type.Object({ type: Type.Optional(messageType) });

/** Filters the JNPF client sends empty ('' or null) to mean "any". */
export const BLANK_MEANS_ANY = ['type', 'isRead', 'keyword'] as const;

export const NOTICE_TO_TYPES = ['users', 'department', 'all'] as const;
export const NoticeBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  bodyText: Type.String({ maxLength: 100_000 }),
  toType: Type.Union(NOTICE_TO_TYPES.map((t) => Type.Literal(t))),
  toIds: Type.Optional(Type.Array(id, { maxItems: 1000 })),
  category: Type.Optional(Type.String({ maxLength: 50 })),
  excerpt: Type.Optional(Type.String({ maxLength: 500 })),
  coverImage: Type.Optional(Type.String({ maxLength: 500 })),
  files: Type.Optional(Type.Array(Type.Object({
    name: Type.String({ minLength: 1, maxLength: 200 }),
    url: Type.Optional(Type.String({ maxLength: 500 })),
    fileId: Type.Optional(Type.String({ maxLength: 200 })),
    fileSize: Type.Optional(Type.Integer({ minimum: 0 })),
  }), { maxItems: 20 })),
});
export type NoticeBodyType = Static<typeof NoticeBody>;

export const JssdkQuery = Type.Object({
  timestamp: Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9]+$' }),
  noncestr: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  url: Type.String({ minLength: 1, maxLength: 2048, pattern: '^https?://' }),
});

// --- IM socket frames (API.md 6.2) -------------------------------------------------------------

export const TEXT_MAX = 2000;
export const IM_MESSAGE_TYPES = ['text', 'image', 'voice'] as const;
export type ImMessageType = (typeof IM_MESSAGE_TYPES)[number];

export const OnConnectionFrame = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200 })),
});

export const SendMessageFrame = Type.Object({
  toUserId: id,
  messageType: Type.Union(IM_MESSAGE_TYPES.map((t) => Type.Literal(t))),
  messageContent: Type.String({ minLength: 1, maxLength: 10_000 }),
});
export type SendMessageFrameType = Static<typeof SendMessageFrame>;

export const UpdateReadMessageFrame = Type.Object({ formUserId: id });

export const MessageListFrame = Type.Object({
  toUserId: id,
  formUserId: Type.Optional(Type.String({ maxLength: 64 })),
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sord: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('')])),
  keyword: Type.Optional(keyword),
});
export type MessageListFrameType = Static<typeof MessageListFrame>;

/** messageContent of an image: an uploaded IM file and its size in pixels. */
export const ImageContent = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 128, pattern: FILE_NAME }),
  width: Type.Integer({ minimum: 1, maximum: 100_000 }),
  height: Type.Integer({ minimum: 1, maximum: 100_000 }),
});

/** messageContent of a voice message: an uploaded IM file and its length in seconds. */
export const VoiceContent = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 128, pattern: FILE_NAME }),
  length: Type.Number({ exclusiveMinimum: 0, maximum: 3600 }),
});
