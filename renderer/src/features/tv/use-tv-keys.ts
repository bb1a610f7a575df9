import { ROOT_FOCUS_KEY, doesFocusableExist, getCurrentFocusKey, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect } from 'react';
import { useNavigate } from '@renderer/lib/navigation';
import { isBackKey, isDigitKey } from './back-keys';
import { NUMBER_ENTRY_MS, pushDigit } from './number-entry';
import { tv } from './tv-control';
import { useTvStore } from './tv-store';

const VOLUME_STEP = 5;
const MISSING_NUMBER_MS = 2_000;

const canGoBack = () => ((history.state as { idx?: number } | null)?.idx ?? 0) > 0;

const openModal = () => document.querySelector<HTMLElement>('[aria-modal="true"]');

const NAVIGATION_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter']);

/** Focus lost to the page (a dialog closed, a screen changed): the first press brings the focus back. */
function focusLost(event: KeyboardEvent): boolean {
  if (!NAVIGATION_KEYS.has(event.key)) return false;
  if (document.activeElement && document.activeElement !== document.body) return false;
  const current = getCurrentFocusKey();
  void setFocus(current && current !== ROOT_FOCUS_KEY && doesFocusableExist(current) ? current : ROOT_FOCUS_KEY);
  return true;
}

const stop = (event: KeyboardEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * The TV's keys before the spatial navigation sees them: Back everywhere, power in standby, and while watching full
 * screen Up/Down change channel, Left/Right the volume (mirrored right to left), OK opens the menu, digits a number.
 */
export function useTvKeys(atHome: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    let numberTimer: ReturnType<typeof setTimeout> | undefined;
    let missingTimer: ReturnType<typeof setTimeout> | undefined;

    const takeNumber = () => {
      const { digits } = useTvStore.getState();
      useTvStore.setState({ digits: '' });
      if (!digits) return;
      if (tv.tuneNumber(Number(digits))) return;
      useTvStore.setState({ missingNumber: digits });
      clearTimeout(missingTimer);
      missingTimer = setTimeout(() => useTvStore.setState({ missingNumber: null }), MISSING_NUMBER_MS);
    };

    const back = () => {
      const state = useTvStore.getState();
      const modal = openModal();
      if (modal) {
        const target = modal.contains(document.activeElement) ? document.activeElement : modal;
        target?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      } else if (state.panel) useTvStore.setState({ panel: state.panel === 'menu' ? null : 'menu' });
      else if (state.watching) useTvStore.setState({ watching: false });
      else if (!atHome) void (canGoBack() ? navigate(-1) : navigate('/'));
    };

    const onKey = (event: KeyboardEvent) => {
      const state = useTvStore.getState();
      if (!state.model.power) {
        stop(event);
        if (event.key === 'Enter' || event.key === 'Power' || event.key === 'PowerOn') tv.power(true);
        return;
      }
      if (isBackKey(event) && !(event.key === 'Escape' && openModal()?.contains(event.target as Node))) {
        stop(event);
        back();
        return;
      }
      if (event.key === 'Power' || event.key === 'PowerOff') return (stop(event), tv.power(false));
      if (event.key === 'ChannelUp' || event.key === 'PageUp') return (stop(event), tv.zap(1));
      if (event.key === 'ChannelDown' || event.key === 'PageDown') return (stop(event), tv.zap(-1));
      if (event.key === 'AudioVolumeUp') return (stop(event), tv.volume(VOLUME_STEP));
      if (event.key === 'AudioVolumeDown') return (stop(event), tv.volume(-VOLUME_STEP));
      if (event.key === 'AudioVolumeMute') return (stop(event), tv.toggleMute());
      if (isDigitKey(event) && (state.watching || atHome) && !openModal()) {
        stop(event);
        const { digits, complete } = pushDigit(state.digits, event.key);
        useTvStore.setState({ digits });
        clearTimeout(numberTimer);
        if (complete) takeNumber();
        else numberTimer = setTimeout(takeNumber, NUMBER_ENTRY_MS);
        return;
      }
      if (!state.watching || state.panel || openModal()) {
        if (focusLost(event)) stop(event);
        return;
      }
      const rtl = document.documentElement.dir === 'rtl';
      const louder = rtl ? 'ArrowLeft' : 'ArrowRight';
      const quieter = rtl ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === 'ArrowUp') return (stop(event), tv.zap(1));
      if (event.key === 'ArrowDown') return (stop(event), tv.zap(-1));
      if (event.key === louder) return (stop(event), tv.volume(VOLUME_STEP));
      if (event.key === quieter) return (stop(event), tv.volume(-VOLUME_STEP));
      if (event.key === 'Enter') {
        stop(event);
        useTvStore.setState({ panel: 'menu', bannerUntil: Date.now() + 5_000 });
      }
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKey, { capture: true });
      clearTimeout(numberTimer);
      clearTimeout(missingTimer);
    };
  }, [atHome, navigate]);
}
