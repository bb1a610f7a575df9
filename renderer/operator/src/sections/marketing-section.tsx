import { useState, type FormEvent } from 'react';
import { useConsole } from '../console-context';
import { MARKETING_DURATION_MAX_SECONDS, marketingBodyOf, type MarketingDraft } from '../console-logic';
import type { MarketingBody } from '../operator-api';
import { runAction } from '../run-action';

const DEVICES: { id: MarketingBody['devices'][number]; label: string }[] = [
  { id: 'mobile', label: 'Phones' },
  { id: 'web', label: 'Web' },
  { id: 'tablet', label: 'Room tablets' },
  { id: 'tv', label: 'TVs' },
];

const EMPTY: MarketingDraft = { type: 'textMessage', devices: ['mobile', 'web', 'tablet', 'tv'], durationSeconds: '10', link: '', blocks: [{ lang: 'en', title: '', text: '' }] };

export function MarketingSection() {
  const context = useConsole();
  const [draft, setDraft] = useState<MarketingDraft>(EMPTY);
  const [problem, setProblem] = useState<string>();
  const change = (patch: Partial<MarketingDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const changeBlock = (index: number, patch: Partial<MarketingDraft['blocks'][number]>) =>
    setDraft((d) => ({ ...d, blocks: d.blocks.map((b, i) => (i === index ? { ...b, ...patch } : b)) }));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const built = marketingBodyOf(draft);
    if (!built.ok) return setProblem(built.reason);
    setProblem(undefined);
    const sent = await runAction(context, () => context.api.marketing(built.body), ({ told }) => `The notification is sent to ${told.guests} guest(s) and ${told.rooms} room(s).`);
    if (sent) setDraft(EMPTY);
  };

  return (
    <form className="stack" onSubmit={send} aria-label="Marketing notification">
      <fieldset>
        <legend>Kind</legend>
        <label>
          <input type="radio" name="type" checked={draft.type === 'textMessage'} onChange={() => change({ type: 'textMessage' })} /> Message
        </label>
        <label>
          <input type="radio" name="type" checked={draft.type === 'alert'} onChange={() => change({ type: 'alert' })} /> Alert
        </label>
      </fieldset>
      <fieldset>
        <legend>Shown on</legend>
        {DEVICES.map((device) => (
          <label key={device.id}>
            <input
              type="checkbox"
              checked={draft.devices.includes(device.id)}
              onChange={(e) => change({ devices: e.target.checked ? [...draft.devices, device.id] : draft.devices.filter((d) => d !== device.id) })}
            />{' '}
            {device.label}
          </label>
        ))}
      </fieldset>
      <div className="row">
        <label>
          Shown for (seconds, 0 stays until closed)
          <input type="number" min={0} max={MARKETING_DURATION_MAX_SECONDS} value={draft.durationSeconds} onChange={(e) => change({ durationSeconds: e.target.value })} />
        </label>
        <label>
          Link (optional)
          <input value={draft.link} placeholder="/page/12" onChange={(e) => change({ link: e.target.value })} />
        </label>
      </div>
      {draft.blocks.map((block, i) => (
        <fieldset key={i} className="block">
          <legend>Text {i + 1}</legend>
          <label>
            Language
            <input value={block.lang} size={6} onChange={(e) => changeBlock(i, { lang: e.target.value })} />
          </label>
          <label>
            Title
            <input value={block.title} maxLength={120} onChange={(e) => changeBlock(i, { title: e.target.value })} />
          </label>
          <label>
            Text
            <textarea rows={3} maxLength={1000} value={block.text} onChange={(e) => changeBlock(i, { text: e.target.value })} />
          </label>
          {draft.blocks.length > 1 && (
            <button type="button" className="quiet" onClick={() => change({ blocks: draft.blocks.filter((_, j) => j !== i) })}>
              Remove this language
            </button>
          )}
        </fieldset>
      ))}
      {problem && <p role="alert">{problem}</p>}
      <div className="actions">
        <button type="button" className="quiet" onClick={() => change({ blocks: [...draft.blocks, { lang: '', title: '', text: '' }] })}>
          Add a language
        </button>
        <button type="submit">Send notification</button>
      </div>
    </form>
  );
}
