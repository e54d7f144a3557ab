/** /api/video (cameras) and /api/smartsite (sensors, alarms, the dashboard); shapes in types/api/smartSite.ts. */
import type { AlarmFilter, AlarmItem, CameraSite, SensorItem, SensorSeries, SmartSiteDashboard } from '../../types/api/smartSite'
import { appendQuery } from '@/core/query'
import { request } from '@/platform/http'

async function get<T> (url: string, query: Record<string, unknown> = {}): Promise<T> {
  return (await request<T>({ url: appendQuery(url, query), load: false })).data
}

const list = <T>(data: T[] | null | undefined): T[] => (Array.isArray(data) ? data : [])

export const getCameras = async () => list(await get<CameraSite[]>('/api/video/Cameras'))
export const getSensors = async () => list(await get<SensorItem[]>('/api/smartsite/Sensors'))
export const getSensorSeries = (id: string, metric: string) => get<SensorSeries>(`/api/smartsite/Sensors/${encodeURIComponent(id)}/Series`, { metric })
export const getAlarms = async (filter: AlarmFilter) => list(await get<AlarmItem[]>('/api/smartsite/Alarms', { filter }))
export const getSmartSiteDashboard = () => get<SmartSiteDashboard>('/api/smartsite/Dashboard')
