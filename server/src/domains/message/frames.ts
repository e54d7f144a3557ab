/**
 * Client frames of the IM socket: parsing and validation, with the same "field 不能为空" style
 * messages HTTP requests get (lib/validationMessage.ts).
 */
import type { TSchema } from '@fastify/type-provider-typebox';
import { Compile } from 'typebox/compile';
import { badRequest } from '../../lib/errors.js';
import { inputProblem } from '../../lib/input.js';
import { validationMessage, type ValidationIssue } from '../../lib/validationMessage.js';

export type ClientFrame = { method: string; token?: unknown } & Record<string, unknown>;

export const FRAME_MSG = {
  binary: '不支持二进制消息',
  notJson: '消息格式不正确,应为 JSON 对象',
  noMethod: 'method 不能为空',
  unknown: (method: string) => `不支持的方法: ${method.slice(0, 50)}`,
} as const;

/** The frame, or the message saying why it is not one. */
export function parseFrame(text: string): ClientFrame | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return FRAME_MSG.notJson;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return FRAME_MSG.notJson;
  const method = (value as { method?: unknown }).method;
  if (typeof method !== 'string' || !method) return FRAME_MSG.noMethod;
  return inputProblem(value) ?? (value as ClientFrame);
}

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/** TypeBox reports every missing property at once; Ajv, whose messages we reuse, one. */
function asAjvIssue(issue: ValidationIssue): ValidationIssue {
  const missing = issue.params.requiredProperties;
  if (issue.keyword === 'required' && Array.isArray(missing)) return { ...issue, params: { missingProperty: missing[0] } };
  return issue;
}

/** The value when it fits the schema; otherwise a 400 naming the first bad field, under `context` when given. */
export function checkValue<T extends TSchema>(schema: T, value: unknown, context?: string): unknown {
  let validator = compiled.get(schema);
  if (!validator) {
    validator = Compile(schema);
    compiled.set(schema, validator);
  }
  if (validator.Check(value)) return value;
  const issue = asAjvIssue(validator.Errors(value)[0] as unknown as ValidationIssue);
  const message = validationMessage([issue], context ?? 'frame');
  throw badRequest(context && !message.startsWith(context) ? `${context}.${message}` : message);
}
