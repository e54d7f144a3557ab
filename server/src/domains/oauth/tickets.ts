/**
 * Login tickets (QR and social sign-in), a pure state machine:
 *   waiting --scan--> scanned --confirm--> success
 *   waiting --------login/confirm--------> success
 * Any state but success turns expired when its time is up. The poller reads a success once
 * (it carries the token) and the ticket is gone after that: unknown, answered 400.
 */
import type { LoginTicketStatus } from '../../../../types/api/oauth.js';

export type StoredStatus = Exclude<LoginTicketStatus, 'expired'>;
export type TicketEvent = 'scan' | 'confirm' | 'login';

export interface TicketState {
  status: StoredStatus;
  expiresAt: Date;
}

const NEXT: Record<StoredStatus, Partial<Record<TicketEvent, StoredStatus>>> = {
  waiting: { scan: 'scanned', confirm: 'success', login: 'success' },
  scanned: { confirm: 'success', login: 'success' },
  success: {},
};

/** The status a poller sees now. */
export function ticketStatus(t: TicketState, now: Date): LoginTicketStatus {
  if (t.status !== 'success' && t.expiresAt.getTime() <= now.getTime()) return 'expired';
  return t.status;
}

/** The next stored status, or null when the event is not allowed now. */
export function nextTicketStatus(t: TicketState, event: TicketEvent, now: Date): StoredStatus | null {
  const current = ticketStatus(t, now);
  if (current === 'expired') return null;
  return NEXT[current][event] ?? null;
}
