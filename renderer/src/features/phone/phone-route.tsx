import { useEffect, useRef, type KeyboardEvent } from 'react';
import { PHONE_TABS, type PhoneTab } from '@common/spec/phone';
import { useT } from '@renderer/lib/i18n';
import { CallList } from './call-list';
import { CallPanel } from './call-panel';
import { callIsLive, useCallStore } from './call-store';
import { DndPanel } from './dnd-panel';
import { EmergencyPanel } from './emergency-panel';
import { KeyPad } from './key-pad';
import { closeIdleLine } from './phone-line';
import { usePhoneStore } from './phone-store';
import './phone.css';

const PANELS: Record<PhoneTab, () => React.JSX.Element> = {
  callList: CallList,
  keyPad: KeyPad,
  dnd: DndPanel,
  emergency: EmergencyPanel,
};

/** `/phone` (part 2 §2): the call in progress, or the tabs: call list, key pad, do-not-disturb, emergency. */
export function PhoneRoute() {
  const t = useT();
  const tab = usePhoneStore((s) => s.tab);
  const setTab = usePhoneStore((s) => s.setTab);
  const status = useCallStore((s) => s.status);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const Panel = PANELS[tab];
  useEffect(() => closeIdleLine, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const rtl = document.documentElement.dir === 'rtl' && (event.key === 'ArrowRight' || event.key === 'ArrowLeft');
    const next = PHONE_TABS[(PHONE_TABS.indexOf(tab) + (rtl ? -step : step) + PHONE_TABS.length) % PHONE_TABS.length]!;
    setTab(next);
    tabs.current[PHONE_TABS.indexOf(next)]?.focus();
  };

  return (
    <section className="page phone" aria-labelledby="phone-title">
      <h1 id="phone-title">{t('shell.titles.phone')}</h1>
      <CallPanel />
      {!callIsLive(status) && (
        <>
          <div className="phone-tabs" role="tablist" aria-labelledby="phone-title" onKeyDown={onKeyDown}>
            {PHONE_TABS.map((name, index) => (
              <button
                key={name}
                ref={(el) => {
                  tabs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`phone-tab-${name}`}
                aria-selected={tab === name}
                aria-controls="phone-panel"
                tabIndex={tab === name ? 0 : -1}
                className={name === 'emergency' ? 'phone-tab phone-tab-emergency' : 'phone-tab'}
                onClick={() => setTab(name)}
              >
                {t(`phone.tabs.${name}`)}
              </button>
            ))}
          </div>
          <div className="phone-panel" role="tabpanel" id="phone-panel" aria-labelledby={`phone-tab-${tab}`}>
            <Panel />
          </div>
        </>
      )}
    </section>
  );
}
