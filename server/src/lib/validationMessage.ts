/** One Ajv error as fastify hands it over in `error.validation`. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

type Describe = (field: string, params: Record<string, unknown>) => string;

/** What the user reads, by Ajv keyword. */
const MESSAGES: Record<string, Describe> = {
  required: (f) => `${f} 不能为空`,
  minLength: (f, p) => (p.limit === 1 ? `${f} 不能为空` : `${f} 长度不能少于 ${p.limit} 个字符`),
  maxLength: (f, p) => `${f} 长度不能超过 ${p.limit} 个字符`,
  pattern: (f) => `${f} 格式不正确`,
  format: (f) => `${f} 格式不正确`,
  type: (f) => `${f} 类型不正确`,
  enum: (f) => `${f} 取值无效`,
  const: (f) => `${f} 取值无效`,
  minimum: (f, p) => `${f} 不能小于 ${p.limit}`,
  maximum: (f, p) => `${f} 不能大于 ${p.limit}`,
  minItems: (f, p) => `${f} 至少需要 ${p.limit} 项`,
  maxItems: (f, p) => `${f} 最多 ${p.limit} 项`,
  additionalProperties: (f, p) => `${f} 不允许有字段 ${p.additionalProperty}`,
};

/** 'body/password' style paths become 'password'; 'items/0/name' becomes 'items[0].name'. */
export function fieldName(issue: ValidationIssue, context: string): string {
  const parts = issue.instancePath.split('/').filter(Boolean);
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    parts.push(issue.params.missingProperty);
  }
  if (parts.length === 0) return context;
  return parts.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

export function validationMessage(issues: ValidationIssue[], context = 'body'): string {
  const issue = issues[0];
  if (!issue) return '请求参数不正确';
  const field = fieldName(issue, context);
  const describe = MESSAGES[issue.keyword];
  return describe ? describe(field, issue.params) : `${field} 参数不正确`;
}
