/** The address of a point (H5; the mini-program takes useAddress.weapp.ts). */
import { useEffect, useState } from 'react'
import { reverseGeocode } from '@/api/geocode'

export interface Address {
  /** the point's address; '' while asked, or when the server has none (then `note` says why) */
  address: string
  note: string
  answered: boolean
}

/** The address of a point from the server's geocoder (GET /api/map/Geocode/Reverse); nothing asked without a point. */
export function useAddress (latitude: number | undefined, longitude: number | undefined): Address {
  const key = latitude === undefined || longitude === undefined ? '' : `${latitude},${longitude}`
  const [answer, setAnswer] = useState<Address & { key: string } | null>(null)
  useEffect(() => {
    if (!key) return
    let current = true
    void reverseGeocode(latitude!, longitude!).then((a) => {
      if (current) setAnswer({ key, address: a.address ?? '', note: a.address ? '' : `${a.message ?? '未找到地址'}，将以坐标记录`, answered: true })
    })
    return () => { current = false }
  }, [key])
  return answer && answer.key === key ? answer : { address: '', note: '', answered: false }
}
