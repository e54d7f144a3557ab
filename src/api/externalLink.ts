/** /api/app/ExternalLink: the hosts external links may open (types/api/admin.ts). */
import type { ExternalLinkHosts } from '../../types/api/admin'
import { request } from '@/platform/http'

export async function getAllowedHosts (): Promise<string[]> {
  const res = await request<ExternalLinkHosts>({ url: '/api/app/ExternalLink', load: false })
  return res.data.hosts
}
