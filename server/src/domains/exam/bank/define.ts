/**
 * How the product's question bank is written: one file per topic, each question with its right
 * answer and a short explanation citing the rule it comes from. Options are lettered A, B, C, ...
 * in the order written; a true/false question has 正确 (A) and 错误 (B).
 */
import type { QuestionType } from '../../../db/schema.js';

export interface BankQuestion {
  /** `<topic>_<nn>`: stable, named by papers and attempts */
  id: string;
  type: QuestionType;
  stem: string;
  options: string[];
  /** letters of the right options, e.g. 'B' or 'ABD' */
  answer: string;
  explanation: string;
  /** raise it when the question changes: databases holding an older one take the new text */
  version: number;
}

export interface BankTopic {
  code: string;
  name: string;
  questions: BankQuestion[];
}

export const JUDGE_OPTIONS = ['正确', '错误'];

export function topic(code: string, name: string, questions: Array<Omit<BankQuestion, 'id'> & { n: number }>): BankTopic {
  return { code, name, questions: questions.map(({ n, ...q }) => ({ id: `${code}_${String(n).padStart(2, '0')}`, ...q })) };
}

export const single = (n: number, stem: string, options: string[], answer: string, explanation: string, version = 1) =>
  ({ n, type: 'single' as const, stem, options, answer, explanation, version });

export const multiple = (n: number, stem: string, options: string[], answer: string, explanation: string, version = 1) =>
  ({ n, type: 'multiple' as const, stem, options, answer, explanation, version });

export const judge = (n: number, stem: string, right: boolean, explanation: string, version = 1) =>
  ({ n, type: 'judge' as const, stem, options: JUDGE_OPTIONS, answer: right ? 'A' : 'B', explanation, version });
