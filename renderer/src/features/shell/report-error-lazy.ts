/** Part 1 §8 error reports: their code loads when there is an error to report, never with the first screen. */
export const reportError = (error: unknown): Promise<void> => import('./report-error').then((m) => m.reportError(error));
