import { useClockStore } from '@renderer/features/idle';
import { formatClock } from './format-time';

export function TvClock({ className }: { className?: string }) {
  const now = useClockStore((s) => s.now);
  return (
    <time className={className} dateTime={new Date(now).toISOString()} data-testid="tv-clock">
      {formatClock(now)}
    </time>
  );
}
