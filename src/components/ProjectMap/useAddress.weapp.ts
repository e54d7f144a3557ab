/**
 * The mini-program's location pages are fallbacks: WeChat's own chooser and viewer name the place
 * (platform/location.ts), and these pages sit in the main package, which must not grow. They
 * show the coordinates; the subpackage screens (punches, casual snaps) still ask the geocoder.
 */
import type { Address } from './useAddress'

const COORDINATES_ONLY: Address = { address: '', note: '', answered: true }

export function useAddress (_latitude: number | undefined, _longitude: number | undefined): Address {
  return COORDINATES_ONLY
}
