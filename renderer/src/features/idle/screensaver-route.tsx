import { useEffect } from 'react';
import { useNavigate } from '@renderer/lib/navigation';
import { useContentStore } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { mediaUrl } from '@renderer/lib/api';
import { useT } from '@renderer/lib/i18n';
import { useClockStore } from './clock-store';

/** The hotel's clock: `time.format` '12' or '24' (part 1 §3) decides, not the language's habit. */
export const clockText = (now: number, lang: string, format: '12' | '24' | undefined) =>
  new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', hourCycle: format === '12' ? 'h12' : 'h23' }).format(new Date(now));
const date = (now: number, lang: string) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(now));

/** The hotel on the screensaver: its logo, or its name where it has none. */
function HotelMark() {
  const name = useHotelStore((s) => s.config?.meta?.title ?? s.identity?.name ?? s.hotel);
  const logo = useHotelStore((s) => s.config?.logo);
  const uid = useContentStore((s) => s.uid);
  const src = logo?.type === 'text' ? undefined : mediaUrl(logo?.src, uid);
  return (
    <div className="screensaver-hotel" data-testid="screensaver-hotel">
      {src ? <img className="screensaver-logo" src={src} alt={name} /> : <p className="screensaver-name">{name}</p>}
    </div>
  );
}

/** The tablet's screensaver: the hotel and a clock in its own 12- or 24-hour format; any touch or key goes home. */
export function ScreensaverRoute() {
  const t = useT();
  const navigate = useNavigate();
  const now = useClockStore((s) => s.now);
  const format = useHotelStore((s) => s.config?.time?.format);
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
      <HotelMark />
      <p className="screensaver-time">{clockText(now, lang, format)}</p>
      <p className="screensaver-date">{date(now, lang)}</p>
    </section>
  );
}
