import { create } from 'zustand';
import { TOAST_MS } from '@common/spec';

export type ToastType = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  text: string;
  type: ToastType;
  ms: number;
}

interface ToastState {
  toasts: Toast[];
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
  clear: () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    set({ toasts: [] });
  },
}));

/** Part 1 §2: a toast is a success shown for 3000 ms unless told otherwise. */
export function showToast(text: string, { type = 'success', ms = TOAST_MS }: { type?: ToastType; ms?: number } = {}): number {
  const id = nextId++;
  useToastStore.setState((state) => ({ toasts: [...state.toasts, { id, text, type, ms }] }));
  timers.set(
    id,
    setTimeout(() => useToastStore.getState().dismiss(id), ms),
  );
  return id;
}
