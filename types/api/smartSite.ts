/** The smart site's wire shapes: /api/video (cameras) and /api/smartsite (sensors, alarms, dashboard). */

export interface CameraItem {
  id: string
  name: string
  place: string
  longitude: number | null
  latitude: number | null
  contractId: string | null
  siteName: string
  /** live HLS (m3u8); a path of this server or an http(s) address */
  hlsUrl: string
  flvUrl: string
  snapshotUrl: string
  online: boolean
}

/** GET /api/video/Cameras: the cameras the caller sees, by site (contract section). */
export interface CameraSite { contractId: string | null, siteName: string, cameras: CameraItem[] }

export type SensorKind = 'dust' | 'noise' | 'weather' | 'towerCrane' | 'hoist'
export type SensorMetric = 'pm25' | 'pm10' | 'noise' | 'temperature' | 'humidity' | 'windSpeed' | 'craneLoad' | 'craneMoment' | 'hoistLoad'

export interface SensorValue {
  metric: SensorMetric
  label: string
  unit: string
  /** the last reading; null: none yet */
  value: number | null
  /** when it was read (ms) */
  at: number | null
  threshold: number | null
  alarming: boolean
}

/** GET /api/smartsite/Sensors */
export interface SensorItem {
  id: string
  name: string
  kind: SensorKind
  kindName: string
  place: string
  contractId: string | null
  siteName: string
  /** reported within the last 10 minutes */
  online: boolean
  values: SensorValue[]
}

/** GET /api/smartsite/Sensors/:id/Series?metric=: the last 24 hours, averaged per half hour. */
export interface SensorSeries {
  metric: string
  label: string
  unit: string
  threshold: number | null
  points: Array<{ t: number, v: number }>
}

/** GET /api/smartsite/Alarms?filter=open|today|all */
export interface AlarmItem {
  id: string
  sensorId: string
  sensorName: string
  kindName: string
  place: string
  siteName: string
  metric: string
  label: string
  unit: string
  threshold: number
  value: number
  peak: number
  raisedAt: number
  /** null: still open */
  clearedAt: number | null
}

export type AlarmFilter = 'open' | 'today' | 'all'

/** GET /api/smartsite/Dashboard: the wisdomConstructionSite dashboard's figures. */
export interface SmartSiteDashboard {
  sensors: { total: number, online: number }
  cameras: { total: number, online: number }
  alarms: { today: number, open: number }
}
