import { describe, expect, it } from 'vitest';
import { buildStatusReport, localIsoTime } from './status-report';

const input = {
  deviceId: 'f2b7c1e0-0000-4000-8000-000000000001',
  registration: { hotel: 'demo', hotelId: 137, roomNumber: '101', sign: 'sig', tvIndex: '0', groups: [], registeredAt: 'x' },
  identity: { mac: 'aa:bb:cc:dd:ee:01', ip: '10.0.0.5', iface: 'eth0', manufacturer: 'Acme', model: 'Tab', os: 'Debian 12', hostname: 'room-101' },
  appVersion: '2.1.903',
  platform: 'linux',
  context: { page: '/menu/12', language: 'ru', active: true },
  battery: { level: 81, plugged: false },
  network: { iface: 'eth0', ip: '10.0.0.5', mac: 'aa:bb:cc:dd:ee:01', type: 'wired', online: true },
  now: new Date(2025, 9, 31, 23, 5, 9),
};

describe('buildStatusReport', () => {
  it('carries every field of the part 2 §3 tablet status report, name hotpad, and the room it speaks for', () => {
    const report = buildStatusReport(input);
    expect(Object.keys(report).slice(0, 12)).toEqual([
      'id', 'mac', 'name', 'appVersion', 'language', 'page', 'batteryLevel', 'plugged', 'localTime', 'deviceInfo', 'networkData', 'status',
    ]);
    expect(report).toMatchObject({
      id: input.deviceId,
      mac: 'aa:bb:cc:dd:ee:01',
      name: 'hotpad',
      appVersion: '2.1.903',
      language: 'ru',
      page: '/menu/12',
      batteryLevel: 81,
      plugged: false,
      deviceInfo: { manufacturer: 'Acme', model: 'Tab', os: 'Debian 12', hostname: 'room-101', platform: 'linux' },
      networkData: input.network,
      status: 'active',
      hotelId: 137,
      roomNumber: '101',
      tvIndex: '0',
      sign: 'sig',
    });
    expect(report.localTime).toMatch(/^2025-10-31T23:05:09[+-]\d\d:\d\d$/);
  });

  it('is standby while the renderer says it is not active, and defaults page and language', () => {
    expect(buildStatusReport({ ...input, context: { active: false } })).toMatchObject({ status: 'standby', page: '/', language: '' });
    expect(buildStatusReport({ ...input, context: {} }).status).toBe('active');
  });

  it('writes local time with the UTC offset of the zone', () => {
    const date = new Date(Date.UTC(2025, 0, 2, 3, 4, 5));
    const text = localIsoTime(date);
    expect(new Date(text).getTime()).toBe(date.getTime());
  });
});
