import { useEffect, useState } from 'react';
import { HOST_PREFIX } from '@common/api';
import { baseUrl } from '@renderer/lib/api';
import { useT } from '@renderer/lib/i18n';
import { useHotelStore } from '@renderer/features/hotel';
import { useRoomNumber } from '@renderer/features/room';
import { runDiagnostics, type CheckResult } from './diagnostics';

const STATUS_KEY = { pass: 'service.passed', fail: 'service.failed', 'not-configured': 'service.notConfigured' } as const;

export function DiagnosticsPage() {
  const t = useT();
  const hotel = useHotelStore((s) => s.hotel);
  const uid = useHotelStore((s) => s.identity?.uid ?? '');
  const room = useRoomNumber();
  const [results, setResults] = useState<CheckResult[] | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    const config = { apiUrl: baseUrl('api'), contentUrl: baseUrl('content'), queueUrl: baseUrl('queue'), rcuUrl: baseUrl('rcu') };
    void runDiagnostics({ hotel, uid, config, staticBase: HOST_PREFIX.static, room, remoteStateUrl: undefined }).then(
      (found) => current && setResults(found),
    );
    return () => {
      current = false;
    };
  }, [hotel, uid, room, round]);

  const run = () => {
    setResults(null);
    setRound(round + 1);
  };

  return (
    <section className="page service-page" aria-labelledby="diagnostics-title">
      <h1 id="diagnostics-title">{t('service.diagnosticsTitle')}</h1>
      {results === null ? (
        <p role="status">{t('service.checking')}</p>
      ) : (
        <table className="diagnostics">
          <tbody>
            {results.map((result) => (
              <tr key={result.name} data-testid={`check-${result.name}`} data-status={result.status}>
                <th scope="row">{result.name}</th>
                <td>{t(STATUS_KEY[result.status])}</td>
                <td>{result.status === 'not-configured' ? '' : `${result.ms} ms`}</td>
                <td>{result.detail}</td>
                <td className="target">{result.target}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" onClick={run}>
        {t('service.runAgain')}
      </button>
    </section>
  );
}
