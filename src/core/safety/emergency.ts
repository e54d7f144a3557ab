/** Emergency contacts: what the phone dials. */

/** The number as a dialler takes it: digits (and a leading +) only, so 025-52160120 dials 02552160120. */
export const dialNumber = (phone: string): string => phone.replace(/[^\d+]/g, '')
