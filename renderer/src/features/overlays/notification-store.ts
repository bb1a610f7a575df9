import { create } from 'zustand';

export interface TabletNotification {
  id: number;
  title: string;
  text: string;
  image?: string;
  icon?: string;
  /** Where Details leads; no link, no Details button. */
  link?: string;
}

interface NotificationState {
  items: TabletNotification[];
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useNotificationStore = create<NotificationState>()((set) => ({
  items: [],
  dismiss: (id) => set((state) => ({ items: state.items.filter((item) => item.id !== id) })),
}));

export function showNotification(notification: Omit<TabletNotification, 'id'>): number {
  const id = nextId++;
  useNotificationStore.setState((state) => ({ items: [...state.items, { ...notification, id }] }));
  return id;
}
