import { previewDataInterface } from '@/api/system'
import { useSession } from '@/stores/session'
import { useRemote } from '../useRemote'

/** The contract-list interface of the forms (catalog CONTRACT_INTERFACE): the caller's own sections. */
const CONTRACT_INTERFACE = 'di_contract_list'

export interface Section { id: string, name: string }

/** The sections the caller works in, and the one to start from: the current section when it is one of them. */
export function useSections (preferred?: string) {
  const current = useSession((s) => s.contract?.id ?? '')
  const sections = useRemote(async (): Promise<Section[]> => (await previewDataInterface(CONTRACT_INTERFACE))
    .map((r) => ({ id: String(r.id ?? ''), name: String(r.sectionName || r.fullName || '') })).filter((s) => s.id))
  const list = sections.data ?? []
  const start = [preferred, current].find((id) => id && list.some((s) => s.id === id)) ?? list[0]?.id ?? ''
  return { ...sections, list, start }
}
