import { create } from 'zustand';
import { PDF_VIEWER_URL } from '@common/spec';

export { PDF_VIEWER_URL };

interface ViewerState {
  url: string | null;
  title: string;
  open: (url: string, title?: string) => void;
  close: () => void;
}

/** The in-app viewer: external menu links and PDF documents on a tablet never leave the app. */
export const useViewerStore = create<ViewerState>()((set) => ({
  url: null,
  title: '',
  open: (url, title = '') => set({ url, title }),
  close: () => set({ url: null, title: '' }),
}));

export const isPdfLink = (href: string): boolean => /\.pdf($|[?#])/i.test(href);

/** Part 1 §2: tablet PDF links open through an online document viewer. */
export const pdfViewerUrl = (href: string): string => `${PDF_VIEWER_URL}?embedded=true&url=${encodeURIComponent(href)}`;
