import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useNavigate } from '@renderer/lib/navigation';
import { useT } from '@renderer/lib/i18n';
import { registerDomScope } from './spatial/dom-scope';
import { focusUnlessModal, TvButton, TvGroup } from './spatial/tv-focusable';
import { TvClock } from './tv-clock';

const SCREEN_KEY = 'tv-screen';

const canGoBack = () => ((history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * Every other screen of the app (hotel pages, orders, profile, radio...) inside the TV frame: a bar with Back and
 * Home, and the screen itself, whose links, buttons and fields the D-pad reaches as they are laid out.
 */
export function TvScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const content = useRef<HTMLDivElement>(null);
  const { ref, focusKey } = useFocusable<object, HTMLElement>({ focusKey: SCREEN_KEY, saveLastFocusedChild: false, trackChildren: false });

  useEffect(() => {
    const root = content.current;
    if (!root) return;
    const scope = registerDomScope({ root, parentFocusKey: focusKey });
    // The screen's content arrives after its lazy module: focus its first element once there is one.
    let tries = 0;
    const timer = setInterval(() => {
      if (document.querySelector('[aria-modal="true"]') || scope.focusFirst() || ++tries > 20) {
        clearInterval(timer);
        if (tries > 20) focusUnlessModal('tv-screen-back');
      }
    }, 100);
    return () => {
      clearInterval(timer);
      scope.dispose();
    };
  }, [focusKey, pathname, search]);

  return (
    <div className="tv-frame">
      <TvGroup className="tv-bar" focusKey="tv-bar" role="navigation" label={t('tv.navigation')}>
        <TvButton focusKey="tv-screen-back" forceFocus onEnter={() => void (canGoBack() ? navigate(-1) : navigate('/'))}>
          ‹ {t('tv.back')}
        </TvButton>
        <TvButton onEnter={() => void navigate('/')}>{t('tv.home')}</TvButton>
        <TvClock className="tv-bar-clock" />
      </TvGroup>
      <FocusContext.Provider value={focusKey}>
        <main ref={ref} id="content" className="tv-screen content">
          <div ref={content} className="tv-screen-content">
            <Outlet />
          </div>
        </main>
      </FocusContext.Provider>
    </div>
  );
}
