import { createCrashPolicy, type CrashPolicy } from './crash-policy';

export type RendererTrouble = 'render-process-gone' | 'unresponsive';

export interface RendererWatchdogDeps {
  reload(): void;
  showFallback(): void;
  log(message: string): void;
  policy?: CrashPolicy;
  now?: () => number;
}

/** Turns crash and hang events into delayed reloads, or the fallback screen with a later retry. */
export function createRendererWatchdog(deps: RendererWatchdogDeps) {
  const policy = deps.policy ?? createCrashPolicy();
  const now = deps.now ?? Date.now;
  let pending: ReturnType<typeof setTimeout> | null = null;
  let pendingHang = false;

  const later = (ms: number, run: () => void, hang: boolean) => {
    if (pending) clearTimeout(pending);
    pendingHang = hang;
    pending = setTimeout(() => {
      pending = null;
      run();
    }, ms);
  };

  return {
    trouble(kind: RendererTrouble, detail = ''): void {
      const decision = policy.onCrash(now());
      if (decision.action === 'reload') {
        deps.log(`renderer ${kind}${detail ? ` (${detail})` : ''}: reloading in ${decision.delayMs} ms`);
        later(decision.delayMs, deps.reload, kind === 'unresponsive');
        return;
      }
      deps.log(`renderer ${kind}${detail ? ` (${detail})` : ''} again: fallback screen, retrying in ${decision.retryInMs} ms`);
      deps.showFallback();
      later(decision.retryInMs, deps.reload, false);
    },
    /** An unresponsive renderer came back by itself: no reload needed. */
    responsive(): void {
      if (!pending || !pendingHang) return;
      clearTimeout(pending);
      pending = null;
    },
    stop(): void {
      if (pending) clearTimeout(pending);
      pending = null;
    },
  };
}
