import type { AdminSettings, HotelConfig, HotelIdentity, Language } from '@common/api';
import { apiPaths, contentPaths, staticPaths } from '@common/api';
import { request } from './client';

/** Cache-busted: a hotel's config changes without a new app build. */
export const fetchConfig = (hotel: string) =>
  request<HotelConfig>({ base: 'static', path: staticPaths.config(hotel), query: { r: Math.random().toString(36).slice(2) } });

export const fetchHotelIdentity = (hotel: string) =>
  request<HotelIdentity>({ base: 'api', path: apiPaths.hotelLookup, query: { name: hotel } });

export const fetchLanguages = (uid: string) => request<Language[]>({ base: 'content', path: contentPaths.languages(uid) });

export const fetchAdminSettings = (hotelId: number) =>
  request<AdminSettings>({ base: 'api', path: apiPaths.adminSettings, query: { hotelId } });
