import { useId, useState } from 'react';
import { useT } from '@renderer/lib/i18n';
import { chooseLanguage } from './manual-language';
import { useLanguageStore } from './store';

/** Shown only when the hotel has more than one language. */
export function LanguageButton({ reload }: { reload?: (url: string) => void }) {
  const t = useT();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const { language, languages } = useLanguageStore();
  if (languages.length < 2) return null;

  const choose = (code: string) => {
    setOpen(false);
    chooseLanguage(code, language, reload);
  };

  return (
    <div className="language-button">
      <button
        type="button"
        className="icon-button"
        aria-label={t('language.button')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {language.toUpperCase()}
      </button>
      {open && (
        <ul id={listId} className="language-list" aria-label={t('language.choose')}>
          {languages.map((item) => (
            <li key={item.code}>
              <button
                type="button"
                lang={item.code}
                aria-current={item.code === language ? 'true' : undefined}
                onClick={() => choose(item.code)}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
