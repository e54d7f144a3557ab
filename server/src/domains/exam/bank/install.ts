/** Writes the product's question bank into a database (at every start, with the catalog). */
import type { Db } from '../../../db/index.js';
import * as repo from '../repo.js';
import { bankTopics } from './index.js';

const LETTERS = 'ABCDEFGH';

/** The bank as rows: options lettered A, B, ...; the answer as sorted letters. */
export function productQuestions(): repo.ProductQuestion[] {
  let sortCode = 0;
  return bankTopics.flatMap((t) => t.questions.map((q) => ({
    id: q.id, topic: t.code, type: q.type, stem: q.stem,
    options: q.options.map((text, i) => ({ key: LETTERS[i], text })),
    answer: [...q.answer].sort(), explanation: q.explanation, version: q.version, sortCode: ++sortCode,
  })));
}

/** Adds missing questions and upgrades those whose version rose; returns how many were written. */
export function installQuestionBank(db: Db, now = new Date()): Promise<number> {
  return repo.installProductQuestions(db, productQuestions(), now);
}
