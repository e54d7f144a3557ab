-- The document libraries (issue 13: 知识库, 行业标准, 图纸). Written for PostgreSQL 15. Mirrors
-- docFolders and docDocuments of src/db/schema.ts.

-- A folder of one library (the catalog module whose tile grants it: knowledgeBase,
-- industryStandard, drawPdfs) in one project.
CREATE TABLE doc_folders (
  id text PRIMARY KEY,
  library text NOT NULL,
  project_id text,
  name text NOT NULL,
  sort_code integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX doc_folders_library_idx ON doc_folders (library, project_id, sort_code);

-- A document of a folder: its bytes are a file of the file store (files.id). Placed like module
-- records (project, contract section, the author's unit) so the library's grant scopes it.
CREATE TABLE doc_documents (
  id text PRIMARY KEY,
  library text NOT NULL,
  folder_id text NOT NULL REFERENCES doc_folders (id),
  doc_no text NOT NULL DEFAULT '',
  title text NOT NULL,
  file_id text NOT NULL REFERENCES files (id),
  project_id text,
  contract_id text,
  organize_id text,
  author_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX doc_documents_folder_idx ON doc_documents (library, folder_id, created_at DESC);
