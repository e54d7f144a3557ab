/**
 * The location field (3.5): its value is a JSON string of the chosen place, so that it fits the
 * text column the record is stored in.
 */
export interface LocationValue {
  lng: number
  lat: number
  name: string
  address: string
  fullAddress: string
}

/** What a location chooser answers (Taro.chooseLocation). */
export interface ChosenLocation {
  name?: string
  address?: string
  latitude: number
  longitude: number
}

export function toLocationValue (chosen: ChosenLocation): string {
  const name = chosen.name ?? ''
  const address = chosen.address ?? ''
  const fullAddress = address && name && !address.includes(name) ? `${address}${name}` : address || name
  const value: LocationValue = { lng: chosen.longitude, lat: chosen.latitude, name, address, fullAddress }
  return JSON.stringify(value)
}

/** The place of a value (a JSON string or an object); null when it is not one. */
export function parseLocation (value: unknown): LocationValue | null {
  let data: unknown = value
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value)
    } catch {
      return null
    }
  }
  if (!data || typeof data !== 'object') return null
  const v = data as Partial<LocationValue>
  const lng = Number(v.lng)
  const lat = Number(v.lat)
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) return null
  const name = String(v.name ?? '')
  const address = String(v.address ?? '')
  return { lng, lat, name, address, fullAddress: String(v.fullAddress ?? (address || name)) }
}

/** How a chosen place reads: its address when one was found, else its coordinates (lat, lng). */
export function locationText (value: unknown): string {
  const place = parseLocation(value)
  if (!place) return ''
  return place.fullAddress || `${place.lat.toFixed(5)}, ${place.lng.toFixed(5)}`
}
