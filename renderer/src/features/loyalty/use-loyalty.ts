import { useEffect } from 'react';
import { useLoyaltyStore } from './loyalty-store';

/** The guest's card, fetched once per session (and again when the token changes). */
export function useLoyalty(token: string | null) {
  const account = useLoyaltyStore((s) => s.account);
  const status = useLoyaltyStore((s) => s.status);
  const message = useLoyaltyStore((s) => s.message);
  useEffect(() => {
    if (token && useLoyaltyStore.getState().status === 'idle') void useLoyaltyStore.getState().load(token);
  }, [token]);
  return { account, status, message };
}
