import { useShallow } from 'zustand/react/shallow';
import { APP_VERSION } from '@common/spec';
import { useContentStore } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { useT } from '@renderer/lib/i18n';
import { OPEN_SOURCE } from './open-source';
import './sources.css';

/** What the hotel's content draws on besides the hotel itself: the weather page and the airports of its flight widgets. */
function useContentSources() {
  return useContentStore(
    useShallow((s) => {
    const pages = [...s.index.byId.values()];
    const weather = pages.some((page) => page.type === 'weather');
    const airports = new Set<string>();
    for (const { item } of s.index.listItems.values()) if (item.widget?.type === 'airportSchedule' && item.widget.airport) airports.add(item.widget.airport);
    return { weather, airports: [...airports].sort().join(', ') };
    }),
  );
}

/** `/sources_page`: where the app's information comes from, and the software (with licences) it is built with. */
export function SourcesRoute() {
  const t = useT();
  const hotel = useHotelStore((s) => s.config?.meta?.title ?? s.identity?.name ?? s.hotel);
  const { weather, airports } = useContentSources();
  const rows: [string, string][] = [[t('screens.sources.content'), t('screens.sources.contentBy', { hotel })]];
  if (weather) rows.push([t('screens.sources.weather'), t('screens.sources.weatherBy')]);
  if (airports) rows.push([t('screens.sources.flights'), t('screens.sources.flightsBy', { airport: airports })]);
  return (
    <section className="page sources" aria-labelledby="sources-title">
      <h1 id="sources-title">{t('shell.titles.sourcesPage')}</h1>
      <p>{t('screens.sources.intro')}</p>
      <h2>{t('screens.sources.information')}</h2>
      <dl className="sources-list" data-testid="information-sources">
        {rows.map(([what, from]) => (
          <div key={what}>
            <dt>{what}</dt>
            <dd>{from}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('screens.sources.software')}</h2>
      <p>{t('screens.sources.app', { version: APP_VERSION })}</p>
      <table className="sources-software" data-testid="open-source">
        <thead>
          <tr>
            <th scope="col">{t('screens.sources.component')}</th>
            <th scope="col">{t('screens.sources.licence')}</th>
          </tr>
        </thead>
        <tbody>
          {OPEN_SOURCE.map((component) => (
            <tr key={component.name}>
              <td>
                <a href={component.homepage} target="_blank" rel="noreferrer" dir="ltr">
                  {component.name}
                </a>
              </td>
              <td dir="ltr">{component.licence}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
