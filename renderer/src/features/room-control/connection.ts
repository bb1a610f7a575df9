/** The part of the Network Information API this feature reads; most browsers other than Android's lack `type`. */
interface NetworkInformationLike {
  type?: string;
}

/** Part 2 §4: whether the device is on Wi-Fi. Unknown (no API, or no type) counts as not Wi-Fi. */
export function onWifi(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.type === 'wifi';
}
