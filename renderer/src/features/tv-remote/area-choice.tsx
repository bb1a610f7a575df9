import { useId } from 'react';
import { useAreaStore, useDeviceStore, selectArea } from '@renderer/features/room';
import { useT } from '@renderer/lib/i18n';
import { getPlatform } from '@renderer/platform';
import { remote } from './remote';
import { useRemoteStore } from './remote-store';

/** Part 2 §4: with several TVs in the room the guest chooses which one the remote drives (the area's TVID). */
export function AreaChoice() {
  const t = useT();
  const id = useId();
  const tvs = useRemoteStore((s) => s.tvs);
  const current = useAreaStore((s) => s.TVID);
  const registration = useDeviceStore((s) => s.registration);
  const tvIds = Object.keys(tvs).sort();
  if (tvIds.length < 2) return null;
  const choose = async (TVID: string) => {
    const area = { TVID, title: t('tvRemote.tvNumber', { number: Number(TVID) + 1 }) };
    // A room device serves one area: choosing another re-registers it there (part 1 §4).
    if (registration) await selectArea(getPlatform(), registration, area);
    else useAreaStore.getState().setArea(area);
    void remote.refresh();
  };
  return (
    <div className="field area-choice">
      <label htmlFor={id}>{t('tvRemote.whichTv')}</label>
      <select id={id} value={current} onChange={(event) => void choose(event.target.value)}>
        {tvIds.map((tvId) => (
          <option key={tvId} value={tvId}>
            {t('tvRemote.tvNumber', { number: Number(tvId) + 1 })}
          </option>
        ))}
      </select>
    </div>
  );
}
