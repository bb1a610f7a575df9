import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const builder = readFileSync(`${ROOT}/electron-builder.yml`, 'utf8');
const unit = readFileSync(`${ROOT}/native/linux/stay-kiosk.service`, 'utf8');

describe('packaging', () => {
  it('builds AppImage and deb for Linux and NSIS for Windows with the icon from resources/', () => {
    expect(builder).toMatch(/linux:\n {2}target:\n {4}- AppImage\n {4}- deb/);
    expect(builder).toMatch(/win:\n {2}target:\n {4}- nsis/);
    expect(builder).toContain('icon: resources/icons/icon.png');
    expect(existsSync(`${ROOT}/resources/icons/icon.png`)).toBe(true);
  });

  it('sets the fuses that close the runtime to anything but the packed app', () => {
    for (const fuse of [
      'runAsNode: false',
      'enableNodeOptionsEnvironmentVariable: false',
      'enableNodeCliInspectArguments: false',
      'enableEmbeddedAsarIntegrityValidation: true',
      'onlyLoadAppFromAsar: true',
      'grantFileProtocolExtraPrivileges: false',
    ]) {
      expect(builder).toContain(fuse);
    }
  });

  it('ships the display-power script main calls, and restarts the kiosk under systemd', () => {
    expect(builder).toContain('- display-power.sh');
    expect(unit).toMatch(/^Restart=always$/m);
    expect(existsSync(`${ROOT}/native/windows/autostart.ps1`)).toBe(true);
  });
});
