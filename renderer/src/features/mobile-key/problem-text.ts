import { useT } from '@renderer/lib/i18n';
import type { KeyProblem } from './key-messages';

/** The words of a problem: the server's own, or the spec's. */
export function useProblemText(): (problem: KeyProblem) => string {
  const t = useT();
  return (problem) => {
    switch (problem.kind) {
      case 'server':
        return problem.text;
      case 'locksNotFound':
        return t('mobileKey.locksNotFound');
      case 'problemOnServer':
        return t('mobileKey.problemOnServer');
      case 'open':
        return t(`mobileKey.${problem.outcome}`);
    }
  };
}
