import { useContentStore } from '@renderer/features/content';
import { useT } from '@renderer/lib/i18n';
import { ScheduleView } from './schedule-view';

/** `/flights`: the schedule of the first airport widget in the hotel's content. */
export function FlightsRoute() {
  const t = useT();
  const airport = useContentStore((s) => {
    for (const { item } of s.index.listItems.values()) if (item.widget?.type === 'airportSchedule') return item.widget.airport;
    return undefined;
  });
  return <ScheduleView airport={airport} title={t('info.flights')} />;
}
