import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '@renderer/lib/i18n';
import { useClockStore } from './clock-store';

const time = (now: number, lang: string) =>
  new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(new Date(now));
const date = (now: number, lang: string) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(now));

/** The tablet's screensaver: a clock; any touch or key goes back home. */
export function ScreensaverRoute() {
  const t = useT();
  const navigate = useNavigate();
  const now = useClockStore((s) => s.now);
  const lang = document.documentElement.lang || 'en';

  useEffect(() => {
    const wake = () => navigate('/');
    window.addEventListener('pointerdown', wake);
    window.addEventListener('keydown', wake);
    return () => {
      window.removeEventListener('pointerdown', wake);
      window.removeEventListener('keydown', wake);
    };
  }, [navigate]);

  return (
    <section className="screensaver" aria-label={t('shell.screensaver')} data-testid="screensaver">
      <p className="screensaver-time">{time(now, lang)}</p>
      <p className="screensaver-date">{date(now, lang)}</p>
    </section>
  );
}
