import { RCU_PANEL_LANGUAGE_MAP } from '@common/spec/rcu';
import { useHotelStore } from '@renderer/features/hotel';
import { useLanguageStore } from '@renderer/features/language';
import { useT } from '@renderer/lib/i18n';
import { ChoiceGroup } from '../controls/choice-group';
import { changeDevice, useDeviceState } from '../use-room-control';
import type { DeviceItemProps } from './item-props';

/** Part 2 §9: the app's codes to the room panel's (the hotel may configure its own) and back. */
export function usePanelLanguages() {
  const configured = useHotelStore((s) => s.config?.rcuLanguageMap);
  const map = configured ?? RCU_PANEL_LANGUAGE_MAP;
  return {
    toPanel: (app: string) => map[app] ?? app,
    fromPanel: (panel: string) => Object.entries(map).find(([, code]) => code === panel)?.[0] ?? panel,
  };
}

/** The room panel's language, chosen among the hotel's languages; the Mini tile sets it to the app's language. */
export function LanguageItem({ item, device, unreachable, compact }: DeviceItemProps & { compact?: boolean }) {
  const t = useT();
  const languages = useLanguageStore((s) => s.languages);
  const appLanguage = useLanguageStore((s) => s.language);
  const state = useDeviceState(device);
  const { toPanel, fromPanel } = usePanelLanguages();
  const current = state?.language ? fromPanel(state.language) : undefined;
  const disabled = unreachable || state === undefined;
  const title = item.page.title;
  const titleOf = (code: string | undefined) => languages.find((l) => l.code === code)?.title ?? code ?? '–';
  if (compact) {
    return (
      <>
        <span className="rcu-tile-title">{title}</span>
        <span className="rcu-value">{titleOf(current)}</span>
        {current !== appLanguage && (
          <button type="button" disabled={disabled} onClick={() => changeDevice(device, { language: toPanel(appLanguage) })}>
            {t('roomControl.setPanelTo', { language: titleOf(appLanguage) })}
          </button>
        )}
      </>
    );
  }
  return (
    <>
      <div className="rcu-card-head">
        <h2 id={`rcu-${item.page.id}`}>{title}</h2>
      </div>
      <ChoiceGroup
        label={t('roomControl.panelLanguage')}
        choices={languages.map((l) => ({ value: l.code, label: l.title }))}
        value={current}
        disabled={disabled}
        onChange={(code) => changeDevice(device, { language: toPanel(code) })}
      />
    </>
  );
}
