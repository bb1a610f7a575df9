/*
 * Stay remote debug (service code 1171 switches it on, 1172 off). Served by the demo backend at
 * /static/{hotel}/remote-debug.js and loaded by the app only from its own origin or an allowed one.
 *
 * For the hotel's IT person standing at a kiosk without developer tools: an on-screen console that shows what the
 * app writes to the console, uncaught errors, failed requests and page changes, with the device's facts on top.
 * Everything is plain DOM (no inline handlers, no eval), so the app's Content Security Policy lets it run. Taps pass
 * through the log to the app underneath (only its buttons take them), and Move puts it at the other edge.
 */
(() => {
  if (window.stayRemoteDebug) return;

  const CAPACITY = 200;
  const LEVELS = ['log', 'info', 'warn', 'error', 'debug'];
  const COLOURS = { log: '#e6edf3', info: '#9fd3ff', warn: '#ffd479', error: '#ff8c8c', debug: '#a9b1bc', net: '#c5b3ff', nav: '#7fd6c2' };
  const entries = [];
  const undo = [];

  const panel = document.createElement('section');
  panel.setAttribute('aria-label', 'Remote debug');
  panel.dataset.testid = 'remote-debug';
  panel.setAttribute('dir', 'ltr');
  Object.assign(panel.style, {
    position: 'fixed', insetInline: '8px', bottom: '8px', zIndex: '2147483000', maxHeight: '42vh', display: 'flex',
    flexDirection: 'column', background: 'rgba(10,14,20,0.92)', color: '#e6edf3', font: '12px/1.4 ui-monospace, monospace',
    border: '1px solid #3b4656', borderRadius: '8px', boxShadow: '0 4px 18px rgba(0,0,0,0.5)', pointerEvents: 'none',
  });

  const head = document.createElement('div');
  Object.assign(head.style, { display: 'flex', gap: '6px', alignItems: 'center', padding: '6px 8px', borderBottom: '1px solid #3b4656' });
  const title = document.createElement('strong');
  title.textContent = 'Remote debug';
  const facts = document.createElement('span');
  Object.assign(facts.style, { flex: '1', color: '#a9b1bc', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
  head.append(title, facts);

  const list = document.createElement('ol');
  Object.assign(list.style, { listStyle: 'none', margin: '0', padding: '4px 8px', overflowY: 'auto', flex: '1' });

  const button = (label, onClick) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    Object.assign(b.style, {
      font: 'inherit', color: 'inherit', background: '#1f2833', border: '1px solid #3b4656', borderRadius: '4px', padding: '4px 8px',
      minHeight: '32px', pointerEvents: 'auto',
    });
    b.addEventListener('click', onClick);
    head.append(b);
    return b;
  };

  const describeFacts = () => {
    const nav = navigator;
    facts.textContent = [
      location.pathname + location.search,
      `${innerWidth}×${innerHeight} @${devicePixelRatio}x`,
      nav.onLine ? 'online' : 'OFFLINE',
      document.documentElement.lang,
      nav.userAgent.replace(/^Mozilla\/5\.0 /, ''),
    ].join(' · ');
  };

  const text = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };

  const add = (kind, parts) => {
    const at = new Date();
    const entry = { at, kind, message: parts.map(text).join(' ') };
    entries.push(entry);
    if (entries.length > CAPACITY) {
      entries.shift();
      list.firstChild?.remove();
    }
    const row = document.createElement('li');
    row.style.color = COLOURS[kind] ?? COLOURS.log;
    row.style.whiteSpace = 'pre-wrap';
    row.style.wordBreak = 'break-word';
    row.textContent = `${at.toTimeString().slice(0, 8)} ${kind.toUpperCase().padEnd(5)} ${entry.message}`;
    list.append(row);
    list.scrollTop = list.scrollHeight;
  };

  const collapse = button('Hide', () => {
    const hidden = list.style.display === 'none';
    list.style.display = hidden ? '' : 'none';
    collapse.textContent = hidden ? 'Hide' : 'Show';
  });
  const move = button('Move up', () => {
    const atBottom = panel.style.bottom !== 'auto';
    Object.assign(panel.style, atBottom ? { top: '8px', bottom: 'auto' } : { top: 'auto', bottom: '8px' });
    move.textContent = atBottom ? 'Move down' : 'Move up';
  });
  button('Clear', () => {
    entries.length = 0;
    list.replaceChildren();
  });
  button('Copy', () => {
    const report = [facts.textContent, ...entries.map((e) => `${e.at.toISOString()} ${e.kind} ${e.message}`)].join('\n');
    navigator.clipboard?.writeText(report).then(
      () => add('info', ['remote debug: log copied to the clipboard']),
      () => add('warn', ['remote debug: the clipboard is not available here']),
    );
  });

  for (const level of LEVELS) {
    const original = console[level];
    console[level] = (...args) => {
      add(level, args);
      original.apply(console, args);
    };
    undo.push(() => {
      console[level] = original;
    });
  }

  const onError = (event) => add('error', [event.error ?? event.message]);
  const onRejection = (event) => add('error', ['unhandled rejection', event.reason]);
  const onOnline = () => {
    describeFacts();
    add('info', [navigator.onLine ? 'network: online' : 'network: offline']);
  };
  const onResize = () => describeFacts();
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOnline);
  window.addEventListener('resize', onResize);
  undo.push(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOnline);
    window.removeEventListener('resize', onResize);
  });

  const originalFetch = window.fetch;
  window.fetch = async (input, init) => {
    const started = performance.now();
    const request = typeof Request === 'function' && input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = String(request ? request.url : input).replace(location.origin, '');
    try {
      const response = await originalFetch(input, init);
      if (!response.ok && response.status !== 304) add('net', [`${method} ${url} → ${response.status} in ${Math.round(performance.now() - started)} ms`]);
      return response;
    } catch (error) {
      add('net', [`${method} ${url} failed after ${Math.round(performance.now() - started)} ms:`, error]);
      throw error;
    }
  };
  undo.push(() => {
    window.fetch = originalFetch;
  });

  for (const name of ['pushState', 'replaceState']) {
    const original = history[name];
    history[name] = function (...args) {
      const result = original.apply(this, args);
      describeFacts();
      add('nav', [location.pathname + location.search]);
      return result;
    };
    undo.push(() => {
      history[name] = original;
    });
  }
  const onPop = () => {
    describeFacts();
    add('nav', [location.pathname + location.search]);
  };
  window.addEventListener('popstate', onPop);
  undo.push(() => window.removeEventListener('popstate', onPop));

  panel.append(head, list);
  document.body.append(panel);
  describeFacts();
  add('info', ['remote debug on: console, errors, failed requests and page changes are shown here']);

  window.stayRemoteDebug = {
    entries: () => entries.slice(),
    stop() {
      for (const step of undo.splice(0).reverse()) step();
      panel.remove();
      delete window.stayRemoteDebug;
    },
  };
})();
