import * as si from 'systeminformation';
import type { DeviceIdentity } from '../../common/bridge/contract';
import type { NetworkData } from '../../common/api/device-status';

type InterfaceInfo = Pick<si.Systeminformation.NetworkInterfacesData, 'iface' | 'type' | 'operstate'>;

/** The interface the identity chose, as the status report's networkData. */
export function toNetworkData(identity: DeviceIdentity, interfaces: InterfaceInfo[], online: boolean): NetworkData {
  const info = interfaces.find((i) => i.iface === identity.iface);
  const type = info?.type === 'wired' || info?.type === 'wireless' ? info.type : 'unknown';
  return { iface: identity.iface, ip: identity.ip, mac: identity.mac, type, online };
}

export const readInterfaces = (): Promise<InterfaceInfo[]> => si.networkInterfaces().catch(() => []);
