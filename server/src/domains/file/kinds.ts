/** What each upload type accepts, and how an image proves it is one. */

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
const FILE_EXTENSIONS = [
  ...IMAGE_EXTENSIONS, 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'zip', 'dwg',
  'mp3', 'amr', 'm4a', 'aac', 'wav', 'mp4',
] as const;

/** Upload type (the {type} of /api/file/Uploader/{type}) → allowed extensions. */
export const UPLOAD_TYPES: Record<string, readonly string[]> = {
  annexpic: IMAGE_EXTENSIONS,
  userAvatar: IMAGE_EXTENSIONS,
  annex: FILE_EXTENSIONS,
  IM: FILE_EXTENSIONS,
  workFlow: FILE_EXTENSIONS,
};

/**
 * Files only the server reads or writes, each for its own caller (an import to preview, an export to
 * download once): never uploaded through Uploader/{type}, never served by name.
 */
export const PRIVATE_TYPES: Record<string, readonly string[]> = {
  userImport: ['xlsx'],
  export: ['xlsx'],
};

export const isImage = (ext: string): boolean => (IMAGE_EXTENSIONS as readonly string[]).includes(ext);

const MIME: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp',
  pdf: 'application/pdf', txt: 'text/plain; charset=utf-8', zip: 'application/zip',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp3: 'audio/mpeg', amr: 'audio/amr', m4a: 'audio/mp4', aac: 'audio/aac', wav: 'audio/wav', mp4: 'video/mp4',
};

export const mimeOf = (ext: string): string => MIME[ext] ?? 'application/octet-stream';

const EXT_OF_MIME: Record<string, string> = Object.fromEntries(
  Object.entries(MIME).filter(([ext]) => ext !== 'jpeg').map(([ext, mime]) => [mime.split(';')[0], ext]),
);

/** The file's extension, or for a name without one (a browser blob, as Taro's H5 uploads a chosen
 *  image) the extension of its declared type; '' when neither says. */
export function extensionFor(fileName: string, mimetype: string | undefined): string {
  const ext = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : '';
  return ext || EXT_OF_MIME[(mimetype ?? '').split(';')[0].trim().toLowerCase()] || '';
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const latin1 = (b: Buffer, from: number, to: number) => b.toString('latin1', from, to);

/** The first bytes every file of an image extension starts with. */
const MAGIC: Record<string, (head: Buffer) => boolean> = {
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => b.subarray(0, 8).equals(PNG),
  gif: (b) => latin1(b, 0, 6) === 'GIF87a' || latin1(b, 0, 6) === 'GIF89a',
  webp: (b) => latin1(b, 0, 4) === 'RIFF' && latin1(b, 8, 12) === 'WEBP',
};

/** Bytes needed by the longest check above. */
export const MAGIC_BYTES = 12;

export const contentMatches = (ext: string, head: Buffer): boolean => MAGIC[ext]?.(head) ?? true;
