import { log } from '@renderer/lib/log';

type Step = () => Promise<unknown> | void;

/** The messages and orders features plug their focus step in here; until they exist the steps are empty. */
const steps: { messages: Step[]; orders: Step[] } = { messages: [], orders: [] };

export function registerFocusStep(kind: 'messages' | 'orders', step: Step): () => void {
  steps[kind].push(step);
  return () => {
    steps[kind] = steps[kind].filter((s) => s !== step);
  };
}

export const focusSteps = (): Readonly<typeof steps> => steps;

export const runSteps = async (list: readonly Step[]): Promise<void> => {
  for (const step of list) {
    try {
      await step();
    } catch (error) {
      log('warn', 'focus step failed', error);
    }
  }
};
