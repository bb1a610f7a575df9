import type { ReactNode } from 'react';
import { create } from 'zustand';

export type PopupType = 'list' | 'select' | 'timepicker' | 'bigText' | 'pincode';

export interface PopupItem {
  id: string;
  label: string;
  selected?: boolean;
  /** Answers true when the popup should close after the choice. */
  action?: (item: PopupItem) => boolean | void;
}

export interface PopupRequest {
  type: PopupType;
  title: string;
  items?: PopupItem[];
  text?: string;
  /** The alarm popup is narrower (650 instead of 753). */
  alarm?: boolean;
  /** The body of container-only popups (timepicker, pincode): their features fill them. */
  body?: ReactNode;
}

interface PopupState {
  popup: PopupRequest | null;
  open: (popup: PopupRequest) => void;
  close: () => void;
  choose: (id: string) => void;
}

/** Part 1 §4: a list item toggles `selected`; the popup closes when its action returns true. */
export const usePopupStore = create<PopupState>()((set, get) => ({
  popup: null,
  open: (popup) => set({ popup }),
  close: () => set({ popup: null }),
  choose: (id) => {
    const popup = get().popup;
    const item = popup?.items?.find((candidate) => candidate.id === id);
    if (!popup || !item) return;
    const single = popup.type === 'select';
    const toggled = { ...item, selected: !item.selected };
    const items = popup.items?.map((candidate) =>
      candidate.id === id ? toggled : single ? { ...candidate, selected: false } : candidate,
    );
    set({ popup: { ...popup, items } });
    if (item.action?.(toggled) === true) set({ popup: null });
  },
}));

export const openPopup = (popup: PopupRequest): void => usePopupStore.getState().open(popup);
