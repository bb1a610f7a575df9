import { useCallback, useMemo, useState } from 'react';
import { hotelFromHost } from '@common/api/hotel-host';
import { ConsoleContextValue, type ConsoleContext } from './console-context';
import { operatorApi } from './operator-api';
import { operatorToken } from './operator-token';
import { ResetDemo } from './reset-demo';
import { TokenForm } from './token-form';
import { RoomsSection } from './sections/rooms-section';
import { ConversationsSection } from './sections/conversations-section';
import { OrdersSection } from './sections/orders-section';
import { MarketingSection } from './sections/marketing-section';
import { CommandSection } from './sections/command-section';
import { InstallationSection } from './sections/installation-section';

const SECTIONS = [
  { id: 'rooms', title: 'Rooms', Section: RoomsSection },
  { id: 'conversations', title: 'Conversations', Section: ConversationsSection },
  { id: 'orders', title: 'Orders', Section: OrdersSection },
  { id: 'marketing', title: 'Marketing', Section: MarketingSection },
  { id: 'commands', title: 'Commands', Section: CommandSection },
  { id: 'installation', title: 'Installation', Section: InstallationSection },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

const sectionOfHash = (): SectionId => SECTIONS.find((s) => `#${s.id}` === location.hash)?.id ?? 'rooms';

export function ConsoleApp() {
  const hotel = useMemo(() => hotelFromHost(location.host), []);
  const [token, setToken] = useState(operatorToken.read);
  const [notice, setNotice] = useState<string>();
  const [status, setStatus] = useState('');
  const [section, setSection] = useState<SectionId>(sectionOfHash);
  // A reset changes every section's data: the open section mounts anew and loads it.
  const [resets, setResets] = useState(0);

  const signOut = useCallback((reason = `The token was not accepted for ${hotel}. Enter it again.`) => {
    operatorToken.forget();
    setToken('');
    setNotice(reason);
  }, [hotel]);

  const context = useMemo<ConsoleContext>(() => ({ api: operatorApi(hotel, token), hotel, signOut, announce: setStatus }), [hotel, token, signOut]);

  if (!token) {
    return (
      <TokenForm
        hotel={hotel}
        notice={notice}
        onToken={(typed) => {
          operatorToken.write(typed);
          setNotice(undefined);
          setToken(typed);
        }}
      />
    );
  }

  const open = (id: SectionId) => {
    history.replaceState(null, '', `#${id}`);
    setSection(id);
  };
  const current = SECTIONS.find((s) => s.id === section) ?? SECTIONS[0];

  return (
    <ConsoleContextValue.Provider value={context}>
      <header className="top">
        <h1>Front desk · {hotel}</h1>
        <nav aria-label="Sections">
          {SECTIONS.map((s) => (
            <button key={s.id} type="button" aria-current={s.id === section ? 'page' : undefined} onClick={() => open(s.id)}>
              {s.title}
            </button>
          ))}
        </nav>
        <ResetDemo onReset={() => setResets((n) => n + 1)} />
        <button type="button" className="quiet" onClick={() => signOut('Signed out.')}>
          Sign out
        </button>
      </header>
      <p className="status-line" role="status" aria-live="polite">
        {status}
      </p>
      <main aria-labelledby="section-title">
        <h2 id="section-title">{current.title}</h2>
        <current.Section key={resets} />
      </main>
    </ConsoleContextValue.Provider>
  );
}
