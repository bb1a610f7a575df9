import { useHotelStore } from '@renderer/features/hotel';
import { useT } from '@renderer/lib/i18n';
import { ignoresChannelSet } from './remote-controller';

/** The demo hotel's remote never changes channels (part 1 §6): it says so instead of doing nothing. */
export function DemoHotelNote() {
  const t = useT();
  const demo = useHotelStore((s) => ignoresChannelSet(s.identity?.id));
  if (!demo) return null;
  return (
    <p className="notice demo-hotel-note" role="note" data-testid="demo-hotel-note">
      {t('tvRemote.demoHotel')}
    </p>
  );
}
