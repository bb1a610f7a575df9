export type DisplayMethod = 'dpms' | 'cec';

export interface ShellCommand {
  file: string;
  args: string[];
}

/**
 * The command that switches the screen, built here and run by main; tests assert it and never run it.
 * Linux goes through native/linux/display-power.sh (xset DPMS for monitors, cec-client for TVs over HDMI);
 * on Windows the monitor is left to the OS.
 */
export function displayPowerCommand(on: boolean, method: DisplayMethod, platform: string, scriptPath: string): ShellCommand | null {
  if (platform !== 'linux') return null;
  return { file: scriptPath, args: [on ? 'on' : 'off', method] };
}

/** What the script runs for each request, kept beside the builder so both change together. */
export function nativeDisplayCommands(on: boolean, method: DisplayMethod): ShellCommand[] {
  if (method === 'cec') return [{ file: 'sh', args: ['-c', `echo '${on ? 'on 0' : 'standby 0'}' | cec-client -s -d 1`] }];
  return [{ file: 'xset', args: ['dpms', 'force', on ? 'on' : 'off'] }];
}
