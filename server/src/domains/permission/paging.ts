/** Paging as API.md 3 has it: currentPage from 1, pageSize 20 unless asked. */
import type { PagingInput } from './schemas.js';
import type { Page } from './types.js';

export interface PageRequest {
  currentPage: number;
  pageSize: number;
  offset: number;
  limit: number;
}

/** JNPF sends paging either flat or under `pagination`; the nested one wins. */
export function pageOf(input: PagingInput & { pagination?: PagingInput }): PageRequest {
  const currentPage = input.pagination?.currentPage ?? input.currentPage ?? 1;
  const pageSize = input.pagination?.pageSize ?? input.pageSize ?? 20;
  return { currentPage, pageSize, offset: (currentPage - 1) * pageSize, limit: pageSize };
}

export function toPage<T>(list: T[], total: number, req: PageRequest): Page<T> {
  return { list, pagination: { currentPage: req.currentPage, pageSize: req.pageSize, total } };
}
