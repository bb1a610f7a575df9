import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { logInAsGuest } from '../support/guest-login';

// The demo's rcu page (id 70) and its devices (resources/hotels/demo/hotel.json roomControl).
const RCU_PAGE = 70;

interface RoomReader {
  state: (type: string, device: string) => Promise<Record<string, number | string>>;
  operator: (path: string, data: object) => Promise<void>;
}

/** state.php as the room's controller answers it, and the operator's calls on the room's controller. */
function roomOf(request: APIRequestContext, api: string, token: string, operatorToken: string): RoomReader {
  return {
    async state(type, device) {
      const query = new URLSearchParams({ type, room: '101', params: JSON.stringify({ device }), token });
      const response = await request.get(`${api}/rcu/state.php?${query}`);
      expect(response.status()).toBe(200);
      return (await response.json()) as Record<string, number | string>;
    },
    async operator(path, data) {
      const response = await request.post(`${api}/operator/demo/rooms/101/controller/${path}`, {
        headers: { authorization: `Bearer ${operatorToken}` },
        data,
      });
      expect(response.status()).toBe(200);
    },
  };
}

test('a guest dims the light and sets the temperature; an open window locks the climate; an unreachable controller shows and recovers', async ({ page, demo }) => {
  const origin = demo.origin();
  const token = await logInAsGuest(page, origin);
  // Node does not resolve *.localhost; an IP-address host is the default hotel, demo.
  const room = roomOf(page.request, origin.replace('demo.localhost', '127.0.0.1'), token, demo.operatorToken);
  await page.clock.install();
  await page.goto(`${origin}/page/${RCU_PAGE}?lang=en`);

  const ceiling = page.getByTestId('rcu-item').filter({ has: page.getByRole('heading', { name: 'Ceiling light' }) });
  const climate = page.getByTestId('rcu-item').filter({ has: page.getByRole('heading', { name: 'Air conditioning' }) });
  const curtains = page.getByTestId('rcu-item').filter({ has: page.getByRole('heading', { name: 'Curtains' }) });
  await expect(climate.getByText('22 °C')).toBeVisible();

  // A dimmer change reaches the simulator.
  await ceiling.getByRole('slider', { name: 'Brightness' }).fill('40');
  await expect(ceiling.getByRole('switch', { name: 'Ceiling light' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => room.state('dimmer', 'ceiling')).toEqual({ state: 40 });

  // A setpoint change, a degree a step.
  await climate.getByRole('button', { name: 'Warmer, Temperature' }).click();
  await expect(climate.getByText('23 °C')).toBeVisible();
  await expect.poll(async () => (await room.state('fcu', 'climate')).temperature).toBe(23);

  // The operator opens the window: at the next poll the climate is locked with the spec's text.
  await room.operator('window', { open: true });
  await page.clock.fastForward(10_000);
  await expect(climate.getByText('Temperature control is disabled when a window is opened')).toBeVisible();
  await expect(climate.getByRole('button', { name: 'Warmer, Temperature' })).toBeDisabled();
  await expect(curtains.getByText('Curtain control is disabled when a window is opened')).toBeVisible();
  await expect(curtains.getByRole('button', { name: 'Open: Curtains' })).toBeDisabled();

  // The controller stops answering, then comes back.
  await room.operator('faults', { unreachable: true });
  await page.clock.fastForward(10_000);
  await expect(page.getByRole('alert')).toHaveText('Room Control system in unreachable');
  await expect(ceiling.getByRole('switch', { name: 'Ceiling light' })).toBeDisabled();
  await room.operator('faults', { unreachable: false });
  await room.operator('window', { open: false });
  await page.clock.fastForward(10_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(ceiling.getByRole('switch', { name: 'Ceiling light' })).toBeEnabled();
  await expect(climate.getByRole('button', { name: 'Warmer, Temperature' })).toBeEnabled();
});

test('the rcu page works by keyboard and D-pad, in the guest’s temperature scale', async ({ page, demo }) => {
  const origin = demo.origin();
  const token = await logInAsGuest(page, origin);
  const room = roomOf(page.request, origin.replace('demo.localhost', '127.0.0.1'), token, demo.operatorToken);
  await page.goto(`${origin}/settings?lang=en`);
  await page.getByRole('radio', { name: 'Fahrenheit (°F)' }).check();
  await page.goto(`${origin}/page/${RCU_PAGE}?lang=en`);
  const climate = page.getByTestId('rcu-item').filter({ has: page.getByRole('heading', { name: 'Air conditioning' }) });
  await expect(climate.getByText('72 °F')).toBeVisible();

  // Arrow keys walk the controls; left and right choose within the mode group.
  const mode = climate.getByRole('radiogroup', { name: 'Mode' });
  await mode.getByRole('radio', { name: 'Auto' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(mode.getByRole('radio', { name: 'Cool' })).toBeFocused();
  await expect(mode.getByRole('radio', { name: 'Cool' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await room.state('fcu', 'climate')).mode).toBe(1);
  await page.keyboard.press('ArrowDown');
  await expect(climate.getByRole('radiogroup', { name: 'Fan speed' }).getByRole('radio', { name: 'Auto' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(climate.getByRole('button', { name: 'Warmer, Temperature' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(climate.getByText('73 °F')).toBeVisible();
  await expect.poll(async () => (await room.state('fcu', 'climate')).temperature).toBe(23);
});
