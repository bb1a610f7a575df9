import { create } from 'zustand';
import type { Epg, IconEntry, RadioStation, ShopStructure, Structure, TvChannel } from '@common/api';
import { emptyIndex, indexStructure, type ContentIndex } from './content-index';

interface ContentState {
  /** Hotel UID: content media paths are relative to it. */
  uid: string;
  structure: Structure | null;
  index: ContentIndex;
  shop: ShopStructure | null;
  channels: TvChannel[];
  radio: RadioStation[];
  epg: Epg;
  icons: IconEntry[];
  setContent: (uid: string, structure: Structure, shop: ShopStructure | null) => void;
  setMedia: (media: Partial<Pick<ContentState, 'channels' | 'radio' | 'epg' | 'icons'>>) => void;
}

export const useContentStore = create<ContentState>()((set) => ({
  uid: '',
  structure: null,
  index: emptyIndex,
  shop: null,
  channels: [],
  radio: [],
  epg: {},
  icons: [],
  setContent: (uid, structure, shop) => set({ uid, structure, shop, index: indexStructure(structure) }),
  setMedia: (media) => set(media),
}));
