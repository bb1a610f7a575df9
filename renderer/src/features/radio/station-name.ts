import type { RadioStation } from '@common/api';

/** Part 2 §3: a station's name in the guest's language, else English, else the first it has. */
export const stationName = (station: RadioStation, lang: string): string =>
  station.name[lang] ?? station.name.en ?? Object.values(station.name)[0] ?? station.stationId;
