/** JNPF pickers send ids as 'abc' or 'abc--user' ('--organize', '--position', '--role', '--group', ...). */

export type PickedKind = 'user' | 'organize' | 'department' | 'company' | 'position' | 'role' | 'group';

export interface PickedId {
  /** As sent. */
  raw: string;
  id: string;
  /** null when the id carried no suffix: look it up among every kind. */
  kind: PickedKind | null;
}

const KINDS = new Set<string>(['user', 'organize', 'department', 'company', 'position', 'role', 'group']);

export function parsePickedId(raw: string): PickedId {
  const at = raw.lastIndexOf('--');
  if (at > 0) {
    const kind = raw.slice(at + 2).toLowerCase();
    if (KINDS.has(kind)) return { raw, id: raw.slice(0, at), kind: kind as PickedKind };
  }
  return { raw, id: raw, kind: null };
}

export const isOrganizeKind = (kind: PickedKind | null) => kind === 'organize' || kind === 'department' || kind === 'company';
