/** Request schemas of /api/rebar. */
import { Type } from '@fastify/type-provider-typebox';
import { id } from '../task/schemas.js';
import { MAX_MARKS } from './service.js';

const url = Type.String({ minLength: 1, maxLength: 500 });

export const CountBody = Type.Object({ url }, { additionalProperties: false });

const mark = Type.Object({ x: Type.Number(), y: Type.Number(), r: Type.Number() }, { additionalProperties: false });

export const RecordBody = Type.Object({
  receiptId: id,
  url,
  marks: Type.Array(mark, { maxItems: MAX_MARKS }),
}, { additionalProperties: false });

/** receiptId: a receipt's counts; taskId: those of the receipt a flow task (its approval) is about; neither: the recent counts. */
export const RecordsQuery = Type.Object({ receiptId: Type.Optional(id), taskId: Type.Optional(id) });
