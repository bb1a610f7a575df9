import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceIdentity, RoomRegistration as Registration } from '@common/bridge';
import { configureBases } from '@renderer/lib/api';
import { PlatformProvider, webPlatform, type PlatformApi } from '@renderer/platform';
import { useAuthStore, useGuestStore } from '@renderer/features/auth';
import { DialogHost, useDialogStore } from '@renderer/features/shell';
import { loginThisRoom } from './registration-flow';
import { RoomRegistration } from './room-registration';

const identity: DeviceIdentity = {
  mac: '02:00:00:00:00:01',
  ip: '10.0.0.7',
  iface: 'eth0',
  manufacturer: 'test',
  model: 'test',
  os: 'test',
  hostname: 'tablet',
};

function fakePlatform() {
  let saved: Registration | null = null;
  const platform: PlatformApi = {
    ...webPlatform,
    kind: 'kiosk',
    getIdentity: vi.fn(async () => identity),
    getRegistration: vi.fn(async () => saved),
    saveRegistration: vi.fn(async (r: Registration) => (saved = r)),
    clearRegistration: vi.fn(async () => void (saved = null)),
    getDeviceMode: vi.fn(async () => 'tablet' as const),
  };
  return platform;
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  configureBases({ apiUrl: '/api', contentUrl: '/content', queueUrl: '/queue', rcuUrl: '/rcu', statUrl: '/stat' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.getState().reset();
  useGuestStore.getState().reset();
  useDialogStore.getState().clear();
});

afterEach(() => vi.unstubAllGlobals());

function renderFlow(platform: PlatformApi, onDone = vi.fn()) {
  render(
    <PlatformProvider value={platform}>
      <RoomRegistration hotel="demo" hotelId={137} onDone={onDone} />
      <DialogHost />
    </PlatformProvider>,
  );
  return onDone;
}

const fields = (call: Parameters<typeof fetch> | undefined) => Object.fromEntries((call?.[1]?.body as FormData).entries());

describe('RoomRegistration', () => {
  it("leaves the guest where they went while the room's login ran: home only from where the registration was made", async () => {
    let answerLogin: (response: Response) => void = () => undefined;
    fetchMock
      .mockResolvedValueOnce(json({ result: 0, sign: 'sig-1', data: {} }))
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answerLogin = resolve)));
    const onDone = renderFlow(fakePlatform());
    fireEvent.change(screen.getByLabelText('Room number'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    history.pushState(null, '', '/orders');
    answerLogin(json({ result: 0, token: 'tok-1', guestName: 'Smith' }));
    await vi.waitFor(() => expect(useAuthStore.getState().token).toBe('tok-1'));
    expect(onDone).not.toHaveBeenCalled();
    history.pushState(null, '', '/');
  });

  it('registers, then logs in as the room with the spec payloads', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ result: 0, sign: 'sig-1', data: { groups: ['vip'] } }))
      .mockResolvedValueOnce(
        json({ result: 0, token: 'tok-1', lang: 'de', guestName: 'Smith', guestFirstName: 'Ann', guestTitle: 'Ms', groups: ['vip'] }),
      );
    const platform = fakePlatform();
    const onDone = renderFlow(platform);

    const dialog = screen.getByRole('dialog', { name: 'Register this room' });
    fireEvent.change(screen.getByLabelText('Room number'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(within(dialog).getByLabelText('Room number')).toBeDefined();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/registration', '/api/token?101']);
    expect(fields(fetchMock.mock.calls[0])).toEqual({
      v: '2',
      hotelId: '137',
      ip: '10.0.0.7',
      roomNumber: '101',
      mac: '02:00:00:00:00:01',
      manufacturer: 'inroom',
      tvIndex: '0',
    });
    expect(fields(fetchMock.mock.calls[1])).toEqual({
      hotelId: '137',
      mac: '02:00:00:00:00:01',
      manufacturer: 'inroom',
      deviceType: '5',
      sign: 'sig-1',
      roomNumber: '101',
    });
    expect(platform.saveRegistration).toHaveBeenCalledWith(
      expect.objectContaining({ hotel: 'demo', hotelId: 137, roomNumber: '101', sign: 'sig-1', tvIndex: '0', groups: ['vip'] }),
    );
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok-1', authType: 'inRoom' });
    expect(useGuestStore.getState().guest).toMatchObject({ guestName: 'Smith', guestFirstName: 'Ann', groups: ['vip'] });
  });

  it('shows the register error for result 4 and lets the installer retry', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ result: 4 }))
      .mockResolvedValueOnce(json({ result: 0, sign: 'sig-2', data: { groups: [] } }))
      .mockResolvedValueOnce(json({ result: 0, token: 'tok-2' }));
    const platform = fakePlatform();
    const onDone = renderFlow(platform);

    fireEvent.change(screen.getByLabelText('Room number'), { target: { value: '102' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Cannot overwrite MAC in this room');
    expect(platform.saveRegistration).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Register this room' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(platform.saveRegistration).toHaveBeenCalledTimes(1);
  });

  // Part 1 §8: a failed registration shows 'inRoomRegister_{result}', in the spec's words.
  it.each([
    [1, 'Installation mode OFF, so registration needs confirmation'],
    [2, 'Invalid hotelId'],
    [3, 'UUID belongs to another room'],
    [4, 'Cannot overwrite MAC in this room'],
    [6, 'Incorrect data'],
    [9, 'Unknown error'],
  ])('answers result %i with "%s" and registers nothing', async (result, text) => {
    fetchMock.mockResolvedValueOnce(json({ result }));
    const platform = fakePlatform();
    renderFlow(platform);
    fireEvent.change(screen.getByLabelText('Room number'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(text);
    expect(platform.saveRegistration).not.toHaveBeenCalled();
  });

  it('logs out when the room login fails, and still finishes', async () => {
    useAuthStore.getState().setAuth({ token: 'stale', authType: 'inRoom' });
    fetchMock
      .mockResolvedValueOnce(json({ result: 0, sign: 'sig-3', data: { groups: [] } }))
      .mockResolvedValueOnce(json({ result: 3 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onDone = renderFlow(fakePlatform());

    fireEvent.change(screen.getByLabelText('Room number'), { target: { value: '103' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('reports a room login that fails on an exception, as well as logging it, and logs out', async () => {
    useAuthStore.getState().setAuth({ token: 'stale', authType: 'inRoom' });
    fetchMock.mockImplementation(async (url) => (String(url).endsWith('/api/errors') ? json({ id: 1 }) : Promise.reject(new TypeError('Failed to fetch'))));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const registration: Registration = { hotel: 'demo', hotelId: 137, roomNumber: '101', sign: 'sig', tvIndex: '0', groups: [], registeredAt: 'now' };

    expect(await loginThisRoom(fakePlatform(), registration)).toBe(false);

    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/errors'))).toBe(true));
    const report = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/errors'));
    expect(JSON.parse(String(report?.[1]?.body))).toMatchObject({ message: 'inRoomLogin_9' });
    expect(useAuthStore.getState().token).toBeNull();
  });
});
