import { useGuestStore } from './guest-store';

const total = (counts: Record<string, number> | undefined): number =>
  Object.values(counts ?? {}).reduce((sum, count) => sum + (Number.isFinite(count) && count > 0 ? count : 0), 0);

/** Part 2 §3 `unreadMessagesCountByRecipient` of the guest record: one recipient's, or all of them. */
export const useUnreadMessages = (recipientId?: string): number =>
  useGuestStore((state) => {
    const counts = state.guest.unreadMessagesCountByRecipient;
    return recipientId === undefined ? total(counts) : Math.max(0, counts?.[recipientId] ?? 0);
  });
