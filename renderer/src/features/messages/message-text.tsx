import { Fragment } from 'react';

const WEB_LINK = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

/** A message is plain text: only web links become links, opened outside the app's window. */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(WEB_LINK);
  return (
    <p className="bubble-text">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
