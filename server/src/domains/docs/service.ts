/**
 * The document libraries (types/api/docs.ts): folders of PDFs in the file store, one library per
 * catalog tile (知识库, 行业标准, 图纸). Who sees a document follows the library tile's grant and
 * its data scope (visualdev/visibility.ts), as module records do; adding needs the grant's 新增,
 * removing its 删除 (or being the author).
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { catalog } from '../../catalog/index.js';
import type { SessionUser } from '../oauth/tokens.js';
import { findFileById } from '../file/repo.js';
import type { FileService } from '../file/service.js';
import { creatorOf } from '../visualdev/repo.js';
import { recordScope, refuseNotGranted, scopeCondition } from '../visualdev/visibility.js';
import type { DocDetail, DocItem, DocLibrary, DocLibraryView } from '../../../../types/api/docs.js';
import type { DocAddType, DocQueryType } from './schemas.js';
import * as repo from './repo.js';

export interface DocsDeps {
  db: Db;
  now: () => Date;
  files: Pick<FileService, 'previewUrl'>;
}

export const GONE = '文档不存在或已删除';

const visibleIn = async (db: Db, user: SessionUser, library: DocLibrary) => {
  const scope = await recordScope(db, user, library);
  return { scope, visible: scopeCondition(scope, repo.placed) };
};

const itemOf = (r: repo.DocumentItemRow): DocItem => ({
  id: r.id, folderId: r.folderId, folderName: r.folderName, docNo: r.docNo, title: r.title, fileName: r.fileName, fileSize: r.fileSize,
  contractId: r.contractId, contractName: r.contractName, authorName: r.authorName, createdAt: r.createdAt.getTime(),
});

export async function library(deps: DocsDeps, user: SessionUser, lib: DocLibrary): Promise<DocLibraryView> {
  const { scope, visible } = await visibleIn(deps.db, user, lib);
  const folders = await repo.foldersOf(deps.db, lib, user.projectId, visible);
  return {
    title: catalog.find((m) => m.code === lib)?.title ?? lib,
    folders, canAdd: scope.buttons.has('btn_add'), canRemove: scope.buttons.has('btn_remove'),
  };
}

export async function documents(deps: DocsDeps, user: SessionUser, lib: DocLibrary, q: DocQueryType) {
  const { visible } = await visibleIn(deps.db, user, lib);
  const currentPage = q.currentPage ?? 1;
  const pageSize = q.pageSize ?? 20;
  const keyword = q.keyword?.trim();
  const { rows, total } = await repo.listDocuments(deps.db, {
    library: lib, visible, folderId: q.folderId || undefined, keyword: keyword || undefined, offset: (currentPage - 1) * pageSize, limit: pageSize,
  });
  return { list: rows.map(itemOf), pagination: { currentPage, pageSize, total } };
}

export async function document(deps: DocsDeps, user: SessionUser, lib: DocLibrary, id: string): Promise<DocDetail> {
  const { visible } = await visibleIn(deps.db, user, lib);
  const row = await repo.findDocument(deps.db, lib, id, visible);
  if (!row) throw badRequest(GONE);
  return { ...itemOf(row), url: await deps.files.previewUrl({ fileVersionId: row.fileId }, user.id) };
}

export async function addDocument(deps: DocsDeps, user: SessionUser, lib: DocLibrary, body: DocAddType): Promise<{ id: string }> {
  const { scope } = await visibleIn(deps.db, user, lib);
  if (!scope.buttons.has('btn_add')) throw refuseNotGranted();
  const title = body.title.trim();
  if (!title) throw badRequest('文档名称不能为空');
  if (!body.folderId || !(await repo.findFolder(deps.db, lib, user.projectId, body.folderId))) throw badRequest('请选择文件夹');
  const file = body.fileId ? await findFileById(deps.db, body.fileId) : null;
  // a file of someone else's upload is not the caller's to file: its name may travel in records
  if (!file || file.userId !== user.id) throw badRequest('请先上传文档文件');
  if (file.extension !== 'pdf') throw badRequest('文档须为 PDF 文件');
  const contractId = body.contractId || user.contractId;
  if (body.contractId && !(await repo.contractOfProject(deps.db, user.projectId, body.contractId))) throw badRequest('合同段不存在');
  const id = newId();
  await repo.insertDocument(deps.db, {
    id, library: lib, folderId: body.folderId, docNo: body.docNo?.trim() ?? '', title, fileId: file.id,
    projectId: user.projectId, contractId: contractId ?? null, organizeId: (await creatorOf(deps.db, user.id)).organizeId, authorId: user.id, createdAt: deps.now(),
  });
  return { id };
}

export async function removeDocument(deps: DocsDeps, user: SessionUser, lib: DocLibrary, id: string): Promise<void> {
  const { scope, visible } = await visibleIn(deps.db, user, lib);
  const row = await repo.findDocument(deps.db, lib, id, visible);
  if (!row) throw badRequest(GONE);
  if (!scope.buttons.has('btn_remove') && row.authorId !== user.id) throw refuseNotGranted();
  await repo.deleteDocument(deps.db, id);
}
