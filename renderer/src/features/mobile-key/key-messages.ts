import { OMNITEC_OPEN_RESULT, type OmnitecOpenResponse } from '@common/api';

/** Part 2 §8: an empty answer is a problem on the server; other non-zero results show the server's words. */
export type KeyProblem = { kind: 'problemOnServer' } | { kind: 'server'; text: string } | { kind: 'locksNotFound' } | { kind: 'open'; outcome: OpenOutcome };

export function keyProblem(answer: { result: number; message?: string } | null): KeyProblem | null {
  if (!answer) return { kind: 'problemOnServer' };
  if (answer.result === 0) return null;
  return answer.message ? { kind: 'server', text: answer.message } : { kind: 'problemOnServer' };
}

/** Part 2 §8 Omnitec open results, named by their dictionary keys. */
export type OpenOutcome = 'lockOpened' | 'incorrectPin' | 'incorrectToken' | 'guestCheckedOut' | 'guestCanceled' | 'failedToOpen' | 'problemOnServer';

const BY_RESULT: Readonly<Record<number, OpenOutcome>> = {
  [OMNITEC_OPEN_RESULT.opened]: 'lockOpened',
  [OMNITEC_OPEN_RESULT.incorrectPin]: 'incorrectPin',
  [OMNITEC_OPEN_RESULT.incorrectToken]: 'incorrectToken',
  [OMNITEC_OPEN_RESULT.checkedOut]: 'guestCheckedOut',
  [OMNITEC_OPEN_RESULT.canceled]: 'guestCanceled',
};

/** An empty answer or a failed call is a problem on the server; an unknown result failed to open the door. */
export const openOutcome = (answer: OmnitecOpenResponse | null): OpenOutcome =>
  answer ? (BY_RESULT[answer.result] ?? 'failedToOpen') : 'problemOnServer';
