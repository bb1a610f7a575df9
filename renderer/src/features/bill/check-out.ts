import { remoteCheckout } from '@renderer/lib/api/commerce-calls';
import { logout } from '@renderer/features/auth';

export type CheckOutOutcome = { ok: true } | { ok: false; message?: string };

/**
 * `remoteCheckout` (30 s): on result 0 the guest is checked out, so the session ends here (part 2 §4). A room
 * device sends the booking number the guest typed (docs/backend-contract.md).
 */
export async function checkOut(token: string, bookingNumber?: string): Promise<CheckOutOutcome> {
  const answer = await remoteCheckout(token, bookingNumber);
  if (answer?.result !== 0) return { ok: false, message: answer?.message };
  await logout();
  return { ok: true };
}
