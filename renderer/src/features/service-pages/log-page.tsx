import { useState } from 'react';
import { useT } from '@renderer/lib/i18n';
import { logEntries } from '@renderer/lib/log';

const describe = (data: unknown): string => {
  if (data === undefined) return '';
  if (data instanceof Error) return data.message;
  try {
    return JSON.stringify(data).slice(0, 300);
  } catch {
    return String(data);
  }
};

/** '/log': the app's recent log entries, newest first. */
export function LogPage() {
  const t = useT();
  const [entries] = useState(() => logEntries().slice().reverse());
  return (
    <section className="page service-page" aria-labelledby="log-title">
      <h1 id="log-title">{t('service.logTitle')}</h1>
      {entries.length === 0 ? (
        <p>{t('service.logEmpty')}</p>
      ) : (
        <ol className="log-entries" data-testid="log-entries">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} data-level={entry.level}>
              <time dateTime={new Date(entry.at).toISOString()}>{new Date(entry.at).toLocaleTimeString()}</time> {entry.level}{' '}
              {entry.message} {describe(entry.data)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
