import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HotelConfig, HotelManifest } from '../../common/api/config';
import { HOST_PREFIX, staticPaths } from '../../common/api/paths';
import { servedFileNamed, type ServedFile } from '../http/served-file';
import { REMOTE_DEBUG_SCRIPT } from '../repo-paths';
import type { HotelFile } from '../hotels/hotel-file-schema';

/**
 * The demo serves every spec host on one origin, so the config points each host at its path prefix. Every hotel
 * gets the demo's remote-debug console unless its file names another script.
 */
export function hotelConfigOf(file: HotelFile): HotelConfig {
  return {
    remoteDebugUrl: HOST_PREFIX.static + staticPaths.remoteDebug(file.name),
    ...(file.config as unknown as Omit<HotelConfig, 'apiUrl' | 'queueUrl' | 'rcuUrl' | 'statUrl' | 'contentUrl' | 'payUrl' | 'telephonyUrl'>),
    apiUrl: HOST_PREFIX.api,
    queueUrl: HOST_PREFIX.queue,
    rcuUrl: HOST_PREFIX.rcu,
    statUrl: HOST_PREFIX.stat,
    contentUrl: HOST_PREFIX.content,
    payUrl: HOST_PREFIX.pay,
    telephonyUrl: HOST_PREFIX.telephony,
    ...(file.assistant ? { assistantPhrasing: true } : {}),
  };
}

export function loadStaticFiles(
  hotelDir: string,
  name: string,
  config: HotelConfig,
  manifest: HotelManifest,
): Map<string, ServedFile> {
  const css = (file: string) => {
    const path = join(hotelDir, 'static', file);
    return servedFileNamed(existsSync(path) ? readFileSync(path) : '', file);
  };
  return new Map([
    [staticPaths.config(name), servedFileNamed(JSON.stringify(config), 'config.json')],
    [staticPaths.manifest(name), servedFileNamed(JSON.stringify(manifest), 'manifest.json')],
    [staticPaths.ids(name), servedFileNamed('{}', 'ids.json')],
    [staticPaths.customCss(name), css('custom.css')],
    [staticPaths.customVars(name), css('custom-vars.css')],
    [staticPaths.remoteDebug(name), servedFileNamed(readFileSync(REMOTE_DEBUG_SCRIPT), 'remote-debug.js')],
    ...customHotelStyles(hotelDir, name),
  ]);
}

const CUSTOM_STYLESHEET = /^([a-z0-9][a-z0-9-]{0,39})\.css$/;

/** `static/custom/{name}.css`: the customisation stylesheet of each custom hotel the demo can show (part 1 §4). */
function customHotelStyles(hotelDir: string, name: string): [string, ServedFile][] {
  const dir = join(hotelDir, 'static', 'custom');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((file): [string, ServedFile][] => {
    const custom = CUSTOM_STYLESHEET.exec(file)?.[1];
    return custom ? [[staticPaths.customHotel(name, custom), servedFileNamed(readFileSync(join(dir, file)), file)]] : [];
  });
}
