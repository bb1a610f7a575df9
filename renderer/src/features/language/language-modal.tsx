import { useEffect, useId, useRef } from 'react';
import { hasDictionary, useT } from '@renderer/lib/i18n';
import { chooseLanguage } from './manual-language';
import { useLanguageStore } from './store';

export { setManualLanguageSetter } from './manual-language';

/** Part 1 §4: the modal closes, then the choice is kept as manualSelectedLanguage and the language changes. */
export function LanguageModal({ onClose, reload }: { onClose: () => void; reload?: (url: string) => void }) {
  const t = useT();
  const titleId = useId();
  const { language, languages } = useLanguageStore();
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const choose = (code: string) => {
    onClose();
    chooseLanguage(code, language, reload);
  };

  return (
    <div className="overlay" onClick={onClose}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog language-modal" onClick={(e) => e.stopPropagation()}>
        <h2 id={titleId}>{t('language.choose')}</h2>
        <ul className="language-options">
          {languages.map((item, index) => (
            <li key={item.code}>
              <button
                ref={index === 0 ? first : undefined}
                type="button"
                lang={item.code}
                aria-current={item.code === language ? 'true' : undefined}
                onClick={() => choose(item.code)}
              >
                {item.title}
                {!hasDictionary(item.code) && <span className="fallback-note" lang="en"> · English</span>}
              </button>
            </li>
          ))}
        </ul>
        <div className="dialog-buttons">
          <button type="button" onClick={onClose}>
            {t('shell.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
