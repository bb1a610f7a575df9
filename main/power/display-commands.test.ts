import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { displayPowerCommand, nativeDisplayCommands } from './display-commands';

describe('display power commands', () => {
  it('calls the native script with on|off and the method on Linux', () => {
    expect(displayPowerCommand(false, 'dpms', 'linux', '/opt/Stay/resources/native/linux/display-power.sh')).toEqual({
      file: '/opt/Stay/resources/native/linux/display-power.sh',
      args: ['off', 'dpms'],
    });
    expect(displayPowerCommand(true, 'cec', 'linux', '/x.sh')).toEqual({ file: '/x.sh', args: ['on', 'cec'] });
  });

  it('builds nothing where there is no native script (Windows)', () => {
    expect(displayPowerCommand(false, 'dpms', 'win32', 'C:\\x')).toBeNull();
  });

  it('documents what the script runs: xset DPMS, cec-client on/standby for the TV', () => {
    expect(nativeDisplayCommands(false, 'dpms')).toEqual([{ file: 'xset', args: ['dpms', 'force', 'off'] }]);
    expect(nativeDisplayCommands(true, 'dpms')).toEqual([{ file: 'xset', args: ['dpms', 'force', 'on'] }]);
    expect(nativeDisplayCommands(true, 'cec')[0]?.args[1]).toBe("echo 'on 0' | cec-client -s -d 1");
    expect(nativeDisplayCommands(false, 'cec')[0]?.args[1]).toBe("echo 'standby 0' | cec-client -s -d 1");
    const script = readFileSync(new URL('../../native/linux/display-power.sh', import.meta.url), 'utf8');
    expect(script).toContain('xset dpms force "$state"');
    expect(script).toContain("echo 'on 0' | cec-client -s -d 1");
    expect(script).toContain("echo 'standby 0' | cec-client -s -d 1");
  });
});
