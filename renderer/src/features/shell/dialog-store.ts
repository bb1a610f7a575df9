import { create } from 'zustand';

export interface DialogButton {
  label: string;
  onClick?: () => void;
}

export interface DialogRequest {
  title: string;
  text: string;
  kind?: 'info' | 'error';
  buttons?: DialogButton[];
}

interface QueuedDialog extends DialogRequest {
  id: number;
}

interface DialogState {
  queue: QueuedDialog[];
  open: (dialog: DialogRequest) => number;
  close: (id: number) => void;
  clear: () => void;
}

let nextId = 1;

/** Part 1 §4: dialogs queue; while one is open the next waits and opens when it closes. */
export const useDialogStore = create<DialogState>()((set) => ({
  queue: [],
  open: (dialog) => {
    const id = nextId++;
    set((state) => ({ queue: [...state.queue, { ...dialog, id }] }));
    return id;
  },
  close: (id) => set((state) => ({ queue: state.queue.filter((d) => d.id !== id) })),
  clear: () => set({ queue: [] }),
}));

export const openDialog = (dialog: DialogRequest): number => useDialogStore.getState().open(dialog);
