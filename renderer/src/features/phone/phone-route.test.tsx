import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBackend } from '@renderer/test/stub-backend';
import { useAuthStore } from '@renderer/features/auth';
import { useCallStore } from './call-store';
import { PhoneRoute } from './phone-route';
import { usePhoneStore } from './phone-store';

const line = vi.hoisted(() => ({ call: vi.fn(async () => {}), answer: vi.fn(), hangUp: vi.fn(), setMuted: vi.fn(), closeIdleLine: vi.fn() }));
vi.mock('./phone-line', () => line);

const renderPhone = () =>
  render(
    <MemoryRouter initialEntries={['/phone']}>
      <PhoneRoute />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.clearAllMocks();
  usePhoneStore.getState().reset();
  useAuthStore.getState().reset();
  useCallStore.setState({ status: 'idle', number: '', connectedAt: null, failure: null });
});

describe('/phone', () => {
  it('has the four tabs and the call list of the spec, in order', () => {
    renderPhone();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Call list', 'Key pad', 'Do not disturb', 'Emergency']);
    const lines = within(screen.getByRole('list')).getAllByRole('button');
    expect(lines.map((button) => button.textContent)).toEqual(['Reception800', 'In-room dining600', 'Local call500', 'Hotel services400']);
    fireEvent.click(lines[1]!);
    expect(line.call).toHaveBeenCalledWith('600');
  });

  it('dials the entered number as typed, 911 with no prefix', () => {
    renderPhone();
    fireEvent.click(screen.getByRole('tab', { name: 'Key pad' }));
    for (const key of ['9', '1', '1']) fireEvent.click(screen.getByRole('button', { name: key }));
    expect(screen.getByLabelText('Number')).toHaveProperty('value', '911');
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(line.call).toHaveBeenCalledWith('911');
    expect(usePhoneStore.getState()).toMatchObject({ enteredNumber: '911', tab: 'keyPad' });
  });

  it('calls 911 from the emergency tab while logged out', () => {
    renderPhone();
    fireEvent.click(screen.getByRole('tab', { name: 'Emergency' }));
    fireEvent.click(screen.getByRole('button', { name: 'Call 911' }));
    expect(line.call).toHaveBeenCalledWith('911');
  });

  it('moves between tabs with the arrow keys', () => {
    renderPhone();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Call list' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Key pad' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Key pad' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Call list' }), { key: 'ArrowLeft' });
    expect(usePhoneStore.getState().tab).toBe('emergency');
  });

  it('sends do-not-disturb to the hotel and shows what the hotel kept', async () => {
    const backend = stubBackend({ '/telephony/dnd': (body) => ({ result: 0, dnd: body.dnd }) });
    useAuthStore.getState().setAuth({ token: 'guest-token', authType: 'web' });
    renderPhone();
    fireEvent.click(screen.getByRole('tab', { name: 'Do not disturb' }));
    const toggle = screen.getByRole('switch', { name: 'Do not disturb' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: 'Do not disturb' }).getAttribute('aria-checked')).toBe('true'));
    expect(backend.called('/telephony/dnd')[0]?.body).toEqual({ token: 'guest-token', dnd: true });
    expect(usePhoneStore.getState().dnd).toBe(true);
  });

  it('shows a live call with its timer, mute and hang-up instead of the tabs', () => {
    useCallStore.setState({ status: 'connected', number: '800', connectedAt: Date.now() - 65_000 });
    renderPhone();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText('Reception')).toBeDefined();
    expect(screen.getByTestId('call-timer').textContent).toBe('01:05');
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(line.setMuted).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(line.hangUp).toHaveBeenCalled();
  });

  it('offers answer and decline for an incoming call', () => {
    useCallStore.setState({ status: 'incoming', number: '101', direction: 'in' });
    renderPhone();
    expect(screen.getByText('Room 101')).toBeDefined();
    expect(screen.getByText('Incoming call')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    expect(line.answer).toHaveBeenCalled();
  });

  it("says why a call failed in the guest's words", () => {
    useCallStore.setState({ status: 'failed', number: '102', failure: 'dnd' });
    renderPhone();
    expect(screen.getByRole('alert').textContent).toBe('This room does not take calls right now.');
    expect(screen.getByRole('tablist')).toBeDefined();
  });
});
