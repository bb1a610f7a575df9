import { hostname as osHostname } from 'node:os';
import * as si from 'systeminformation';
import type { DeviceIdentity } from '../../common/bridge/contract';
import { localAddressFor } from './local-address';

type NetworkInterface = Pick<si.Systeminformation.NetworkInterfacesData, 'iface' | 'ip4' | 'mac' | 'internal'>;

export interface IdentityDeps {
  networkInterfaces(): Promise<NetworkInterface[]>;
  networkInterfaceDefault(): Promise<string>;
  system(): Promise<Pick<si.Systeminformation.SystemData, 'manufacturer' | 'model'>>;
  osInfo(): Promise<Pick<si.Systeminformation.OsData, 'distro' | 'release' | 'hostname' | 'platform'>>;
  localAddressFor(host: string, port: number): Promise<string | null>;
}

const systemIdentityDeps: IdentityDeps = {
  networkInterfaces: () => si.networkInterfaces(),
  networkInterfaceDefault: () => si.networkInterfaceDefault(),
  system: () => si.system(),
  osInfo: () => si.osInfo(),
  localAddressFor,
};

const DEFAULT_PORT: Record<string, number> = { 'http:': 80, 'https:': 443, 'ws:': 80, 'wss:': 443 };

/** Lower-case, colon-separated, two hex digits per octet; anything else becomes ''. */
export function normalizeMac(raw: string): string {
  const hex = raw.toLowerCase().replace(/[^0-9a-f]/g, '');
  if (hex.length !== 12) return '';
  return (hex.match(/../g) ?? []).join(':');
}

function backendTarget(backendUrl: string): { host: string; port: number } | null {
  try {
    const url = new URL(backendUrl);
    const bare = url.hostname.replace(/^\[|\]$/g, '');
    // *.localhost is loopback by definition (RFC 6761) but glibc does not always resolve it.
    const host = bare === 'localhost' || bare.endsWith('.localhost') ? '127.0.0.1' : bare;
    return { host, port: url.port ? Number(url.port) : (DEFAULT_PORT[url.protocol] ?? 443) };
  } catch {
    return null;
  }
}

/** Loopback has no hardware address: a backend on this very machine cannot tell devices apart by it. */
const hasHardwareAddress = (i: NetworkInterface) => !i.internal && /[1-9a-f]/i.test(normalizeMac(i.mac));

async function pickInterface(backendUrl: string, deps: IdentityDeps): Promise<NetworkInterface | null> {
  const interfaces = await deps.networkInterfaces();
  const target = backendTarget(backendUrl);
  let routed: NetworkInterface | undefined;
  if (target) {
    const address = await deps.localAddressFor(target.host, target.port).catch(() => null);
    routed = address ? interfaces.find((i) => i.ip4 === address) : undefined;
    if (routed && hasHardwareAddress(routed)) return routed;
  }
  const defaultName = await deps.networkInterfaceDefault().catch(() => '');
  const byDefault = interfaces.find((i) => i.iface === defaultName && i.ip4 && hasHardwareAddress(i));
  return byDefault ?? interfaces.find((i) => i.ip4 && hasHardwareAddress(i)) ?? routed ?? null;
}

/** Who this screen is, as the hotel backend sees it: the interface that reaches `backendUrl`. */
export async function getDeviceIdentity(
  backendUrl: string,
  deps: IdentityDeps = systemIdentityDeps,
): Promise<DeviceIdentity> {
  const [chosen, system, os] = await Promise.all([
    pickInterface(backendUrl, deps),
    deps.system().catch(() => ({ manufacturer: '', model: '' })),
    deps.osInfo().catch(() => ({ distro: '', release: '', hostname: '', platform: '' })),
  ]);
  return {
    mac: normalizeMac(chosen?.mac ?? ''),
    ip: chosen?.ip4 ?? '',
    iface: chosen?.iface ?? '',
    manufacturer: system.manufacturer.trim(),
    model: system.model.trim(),
    os: [os.distro || os.platform, os.release].filter(Boolean).join(' ').trim(),
    hostname: os.hostname || osHostname(),
  };
}
