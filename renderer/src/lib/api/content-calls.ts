import type { Epg, IconEntry, RadioStation, ShopStructure, Structure, TvChannel } from '@common/api';
import { contentPaths } from '@common/api';
import { request } from './client';

/** Answering 200 doubles as the spec's existence check for a language. */
export const fetchStructure = (uid: string, lang: string) =>
  request<Structure>({ base: 'content', path: contentPaths.structure(uid, lang) });

export const fetchShopStructure = (uid: string, lang: string) =>
  request<ShopStructure>({ base: 'content', path: contentPaths.structure(uid, lang, 'Shop') });

export const fetchChannels = (uid: string) => request<TvChannel[]>({ base: 'content', path: contentPaths.channels(uid) });

export const fetchRadioList = (uid: string) => request<RadioStation[]>({ base: 'content', path: contentPaths.radio(uid) });

export const fetchIconList = (uid: string) => request<IconEntry[]>({ base: 'content', path: contentPaths.icons(uid) });

export const fetchEpg = (uid: string) => request<Epg>({ base: 'content', path: contentPaths.epg(uid) });
