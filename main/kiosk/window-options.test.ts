import type { WebPreferences } from 'electron';
import { describe, expect, it } from 'vitest';
import { createKioskWindowOptions } from './window-options';

describe('kiosk window options', () => {
  const options = createKioskWindowOptions('/app/out/preload/index.cjs');
  const prefs = options.webPreferences ?? {};

  it('is a fullscreen, frameless kiosk that shows only once painted', () => {
    expect(options).toMatchObject({ kiosk: true, fullscreen: true, frame: false, show: false });
  });

  // Electron's security checklist, item by item: each line fails alone if its protection is turned off.
  const checklist: [keyof WebPreferences, boolean, string][] = [
    ['contextIsolation', true, 'isolate the preload from the page (checklist 3)'],
    ['sandbox', true, 'sandbox the renderer (checklist 4)'],
    ['nodeIntegration', false, 'no Node.js in the page (checklist 2)'],
    ['nodeIntegrationInWorker', false, 'no Node.js in workers (checklist 2)'],
    ['nodeIntegrationInSubFrames', false, 'no Node.js in frames (checklist 2)'],
    ['webSecurity', true, 'keep the same-origin policy (checklist 6)'],
    ['allowRunningInsecureContent', false, 'no http content on an https page (checklist 8)'],
    ['experimentalFeatures', false, 'no experimental Blink features (checklist 9)'],
    ['webviewTag', false, 'no <webview> (checklist 12)'],
  ];
  it.each(checklist)('%s is %s: %s', (name, value) => {
    expect(prefs[name]).toBe(value);
  });

  it('enables no Blink feature and disables the middle click that opens new windows', () => {
    expect(prefs.enableBlinkFeatures).toBeUndefined();
    expect(String(prefs.disableBlinkFeatures).split(',')).toContain('Auxclick');
  });

  it('loads only the preload it is given', () => {
    expect(prefs.preload).toBe('/app/out/preload/index.cjs');
  });
});
