import type { ThemeName } from '@common/api';
import { DEFAULT_THEME } from '@common/spec';
import { textDirection } from '@renderer/features/language';
import type { DeviceMode } from '@renderer/platform';

const root = () => document.documentElement;

export function applyLanguage(lang: string): void {
  root().lang = lang;
  root().dir = textDirection(lang);
}

export const applyDeviceMode = (mode: DeviceMode): void => {
  root().dataset.device = mode;
};

export const applyTheme = (theme: ThemeName | undefined): void => {
  root().dataset.theme = theme ?? DEFAULT_THEME;
};

export function applyMeta(title: string | undefined, description: string | undefined, noindex: boolean | undefined) {
  if (title) document.title = title;
  if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  if (noindex) {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
  }
}
