import { CURTAIN_MOTION } from '@common/api';
import { useT } from '@renderer/lib/i18n';
import { changeDevice, useDeviceState } from '../use-room-control';
import type { DeviceItemProps } from './item-props';
import { percent, useReading } from './use-locale';

/** Curtains: open, stop and close, where they are or where they are going, and the window lock. */
export function CurtainItem({ item, device, unreachable, compact }: DeviceItemProps & { compact?: boolean }) {
  const t = useT();
  const { locale } = useReading();
  const state = useDeviceState(device);
  const locked = state?.control === 0;
  const disabled = unreachable || state === undefined || locked;
  const where =
    state === undefined
      ? '–'
      : state.mode === CURTAIN_MOTION.opening
        ? t('roomControl.opening')
        : state.mode === CURTAIN_MOTION.closing
          ? t('roomControl.closing')
          : t('roomControl.openBy', { value: percent(state.state, locale) });
  const title = item.page.title;
  return (
    <>
      <div className="rcu-card-head">
        <h2 id={`rcu-${item.page.id}`}>{title}</h2>
        <span className="rcu-value" role="status">
          {where}
        </span>
      </div>
      {locked && <p className="rcu-locked">{t('roomControl.windowOpenCurtain')}</p>}
      <div className="rcu-buttons" role="group" aria-label={title}>
        <button type="button" aria-label={`${t('roomControl.open')}: ${title}`} disabled={disabled} onClick={() => changeDevice(device, { state: 100 }, { mode: CURTAIN_MOTION.opening })}>
          {t('roomControl.open')}
        </button>
        {!compact && (
          <button type="button" aria-label={`${t('roomControl.stop')}: ${title}`} disabled={disabled} onClick={() => changeDevice(device, { mode: CURTAIN_MOTION.stopped })}>
            {t('roomControl.stop')}
          </button>
        )}
        <button type="button" aria-label={`${t('roomControl.close')}: ${title}`} disabled={disabled} onClick={() => changeDevice(device, { state: 0 }, { mode: CURTAIN_MOTION.closing })}>
          {t('roomControl.close')}
        </button>
      </div>
    </>
  );
}
