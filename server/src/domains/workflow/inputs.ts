/**
 * What an action brings besides the engine's choices (API.md 4.3), checked before anything is
 * saved: the form values (a launch: the start node's form; an approval: the fields its node lets
 * the handler write, the task's own values standing), the signature and the attachments. The
 * checks run once the engine has said who may act, so a stranger learns that first.
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import * as engine from '../../workflow/index.js';
import type { TaskState } from '../../workflow/index.js';
import type { FlowModel } from '../../../../types/api/workflow.js';
import { fileListRefs, unusableFiles } from '../file/references.js';
import type { SessionUser } from '../oauth/tokens.js';
import { userSignImgError } from '../signature/signing.js';
import { parseFormConfig } from '../visualdev/fields.js';
import { referenceError, shapeError, type ValueCheckOptions } from '../visualdev/rules.js';
import type { LoadedFlow } from './store.js';

/** Attachments of one approval (the app's operate page takes 9). */
const FILES_MAX = 9;

const ATTACHMENT_MSG = { format: '附件格式不正确', url: '附件地址无效', tooMany: `附件最多${FILES_MAX}个`, unusable: '附件不存在或不是您上传的' } as const;

/** The signature and attachments of an approval, return or other action; null when fine. */
export async function opinionError(db: Db, user: SessionUser, b: Pick<FlowModel, 'signImg' | 'fileList'>): Promise<string | null> {
  if (b.signImg) {
    const error = await userSignImgError(db, user.id, b.signImg);
    if (error) return error;
  }
  if (!b.fileList?.length) return null;
  const refs = fileListRefs(b.fileList, FILES_MAX);
  if (typeof refs === 'string') return ATTACHMENT_MSG[refs];
  return (await unusableFiles(db, refs, { userId: user.id })).length ? ATTACHMENT_MSG.unusable : null;
}

/** The form values of a launch, or of an approval limited to what its node writes (`writes`). */
export async function formValuesError(db: Db, user: SessionUser, loaded: LoadedFlow, data: Record<string, unknown>, opts: ValueCheckOptions): Promise<string | null> {
  const form = parseFormConfig(loaded.form.propertyJson);
  return shapeError(form, data, opts) ?? await referenceError({ db, user }, form, data, opts);
}

/** The engine's act hook: what the handler of `operatorId` brings, checked against the task as it is. */
export function handlerInput(db: Db, user: SessionUser, b: FlowModel, operatorId?: string) {
  return async (state: TaskState, loaded: LoadedFlow): Promise<void> => {
    const op = operatorId ? state.operators.find((o) => o.id === operatorId) : undefined;
    const node = op && loaded.flow.nodes.get(op.nodeCode);
    const error = (node && b.formData
      ? await formValuesError(db, user, loaded, b.formData, { previous: state.task.formData, writes: engine.writesField(node) })
      : null) ?? await opinionError(db, user, b);
    if (error) throw badRequest(error);
  };
}
