import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { enFeatures } from '@renderer/locales/en/features';
import { i18n } from '@renderer/lib/i18n';

// The app fetches these with the lazy screens; components under test render them directly.
i18n.addResourceBundle('en', 'translation', enFeatures, true, false);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
