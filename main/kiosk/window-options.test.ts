import { describe, expect, it } from 'vitest';
import { createKioskWindowOptions } from './window-options';

describe('kiosk window options', () => {
  const options = createKioskWindowOptions('/app/out/preload/index.cjs');

  it('is a fullscreen, frameless kiosk that shows only once painted', () => {
    expect(options).toMatchObject({
      kiosk: true,
      fullscreen: true,
      frame: false,
      autoHideMenuBar: true,
      show: false,
      backgroundColor: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
  });

  it('turns every renderer hardening on and node off', () => {
    expect(options.webPreferences).toEqual({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      spellcheck: false,
      navigateOnDragDrop: false,
    });
  });
});
