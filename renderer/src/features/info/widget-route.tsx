import { useParams } from 'react-router-dom';
import { useContentStore } from '@renderer/features/content';
import { useT } from '@renderer/lib/i18n';
import { ScheduleView } from './schedule-view';

/** `/widget/{id}`: an airport schedule widget of a list page, by the list item's id. */
export function WidgetRoute() {
  const t = useT();
  const { id } = useParams();
  const entry = useContentStore((s) => s.index.listItems.get(Number(id)));
  const widget = entry?.item.widget;
  if (widget?.type !== 'airportSchedule') {
    return (
      <section className="page">
        <h1>{t('info.flights')}</h1>
        <p className="empty-state" role="status">
          {t('content.pageMissing')}
        </p>
      </section>
    );
  }
  return <ScheduleView airport={widget.airport} title={entry?.item.title ?? t('info.flights')} />;
}
