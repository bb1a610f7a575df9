/** Why a call did not connect, from JsSIP's cause and the exchange's final answer. */
export type FailureReason = 'busy' | 'dnd' | 'notFound' | 'unavailable' | 'declined' | 'microphone' | 'unreachable' | 'emergencyOnly' | 'other';

/** The exchange's reason phrases for the two refusals JsSIP has no cause of its own for. */
const DND_REASON = 'Do Not Disturb';
const EMERGENCY_ONLY_REASON = 'Emergency Calls Only';

export function failureReason(cause: string, status?: number, reasonPhrase?: string): FailureReason {
  if (status === 486 && reasonPhrase === DND_REASON) return 'dnd';
  if (status === 403 && reasonPhrase === EMERGENCY_ONLY_REASON) return 'emergencyOnly';
  switch (cause) {
    case 'Busy':
      return 'busy';
    case 'Rejected':
      return 'declined';
    case 'Not Found':
    case 'Address Incomplete':
      return 'notFound';
    case 'Unavailable':
    case 'No Answer':
    case 'Expires':
      return 'unavailable';
    case 'User Denied Media Access':
      return 'microphone';
    case 'Connection Error':
    case 'Request Timeout':
    case 'Authentication Error':
      return 'unreachable';
    default:
      return 'other';
  }
}

/** A call that ends before it was answered because this side gave up is over, not failed. */
export const endedByUs = (cause: string, originator: string): boolean => originator === 'local' && (cause === 'Canceled' || cause === 'Rejected');
