/**
 * Request schemas of /api/workflow/Engine (API.md 4). Bodies accept fields they do not know:
 * the JNPF client sends whole FlowModel objects back.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';

export const id = Type.String({ minLength: 1, maxLength: 64 });
const epochMs = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000 });
const paging = {
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 20 })),
};

export const IdParams = Type.Object({ id });
export const CategoryParams = Type.Object({ category: Type.Union(['1', '2', '3', '4'].map((c) => Type.Literal(c))) });

export const ListQuery = Type.Object({
  ...paging,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  startTime: Type.Optional(epochMs),
  endTime: Type.Optional(epochMs),
  flowCategory: Type.Optional(Type.String({ maxLength: 64 })),
  flowId: Type.Optional(Type.String({ maxLength: 64 })),
  templateId: Type.Optional(Type.String({ maxLength: 64 })),
  creatorUserId: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(Type.Integer({ minimum: -1, maximum: 100 })),
  nodeCode: Type.Optional(Type.String({ maxLength: 64 })),
  flowUrgent: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  /**
   * SiteFlow addition: the id of the last row the client holds; the page starts right after it
   * (keyset), currentPage only echoed. Unknown or gone (handled meanwhile): paged by currentPage.
   */
  lastId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type ListQueryType = Static<typeof ListQuery>;

export const TemplateListQuery = Type.Object({
  ...paging,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  flowType: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  category: Type.Optional(Type.String({ maxLength: 64 })),
});
export type TemplateListQueryType = Static<typeof TemplateListQuery>;

export const TodoCountBody = Type.Object({
  toBeReviewedType: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 })),
  flowDoneType: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 })),
  flowCirculateType: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 })),
});

export const CommentQuery = Type.Object({ taskId: id, ...paging });
const fileJson = Type.String({ maxLength: 20_000 });
export const CommentBody = Type.Object({
  taskId: id,
  text: Type.Optional(Type.String({ maxLength: 2000 })),
  image: Type.Optional(fileJson),
  file: Type.Optional(fileJson),
});
export type CommentBodyType = Static<typeof CommentBody>;

export const DelegateQuery = Type.Object({
  ...paging,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  /** 1 mine (I entrust), 2 entrusted to me */
  myOrDelagateToMe: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
});
export type DelegateQueryType = Static<typeof DelegateQuery>;

export const DelegateBody = Type.Object({
  type: Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal(0), Type.Literal(1)]),
  toUserId: id,
  /** empty = every flow */
  flowId: Type.Optional(Type.String({ maxLength: 64 })),
  startTime: epochMs,
  endTime: epochMs,
  description: Type.Optional(Type.String({ maxLength: 500 })),
});
export type DelegateBodyType = Static<typeof DelegateBody>;

export const FlowIdQuery = Type.Object({ flowId: id });

const userIds = Type.Array(id, { maxItems: 200 });
/** FlowModel (API.md 4.3): every field optional; unknown ones are ignored. */
export const FlowModelBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  flowId: Type.Optional(Type.String({ maxLength: 64 })),
  taskId: Type.Optional(Type.String({ maxLength: 64 })),
  taskOperatorId: Type.Optional(Type.String({ maxLength: 64 })),
  flowTitle: Type.Optional(Type.String({ maxLength: 200 })),
  flowUrgent: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
  billNo: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal(0), Type.Literal(1)])),
  handleOpinion: Type.Optional(Type.String({ maxLength: 2000 })),
  signImg: Type.Optional(Type.String({ maxLength: 500_000 })),
  fileList: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 9 })),
  copyIds: Type.Optional(Type.String({ maxLength: 5000 })),
  freeApproverUserId: Type.Optional(Type.String({ maxLength: 64 })),
  freeApproverType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal('1'), Type.Literal('2')])),
  /** the values: an object, or as a JSON string / the 3.2 wrapper {id, data, flowId} (clientShapes.ts reads them) */
  formData: Type.Optional(Type.Unknown()),
  /** 3.2 FlowTask: the values as a JSON string */
  data: Type.Optional(Type.Unknown()),
  candidateList: Type.Optional(Type.Record(Type.String(), userIds)),
  errorRuleUserList: Type.Optional(Type.Record(Type.String(), userIds)),
  branchList: Type.Optional(Type.Array(id, { maxItems: 50 })),
  delegateUserList: Type.Optional(userIds),
  rejectStep: Type.Optional(Type.String({ maxLength: 64 })),
  rejectType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal('1'), Type.Literal('2')])),
  nodeCode: Type.Optional(Type.String({ maxLength: 64 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  ...paging,
});
export type FlowModelBodyType = Static<typeof FlowModelBody>;

/** FlowBefore/BatchOperation: the service says what is wrong with ids and batchType in the user's words. */
export const BatchBody = Type.Object({
  ids: Type.Optional(Type.Array(id)),
  /** 0 approve, 1 return, 2 transfer */
  batchType: Type.Optional(Type.Union([0, 1, 2, '0', '1', '2'].map((v) => Type.Literal(v)))),
  handleOpinion: Type.Optional(Type.String({ maxLength: 2000 })),
  signImg: Type.Optional(Type.String({ maxLength: 500_000 })),
  fileList: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 9 })),
  freeApproverUserId: Type.Optional(Type.String({ maxLength: 64 })),
});

export const DetailQuery = Type.Object({
  taskNodeId: Type.Optional(Type.String({ maxLength: 300 })),
  taskOperatorId: Type.Optional(Type.String({ maxLength: 64 })),
  flowId: Type.Optional(Type.String({ maxLength: 64 })),
});
