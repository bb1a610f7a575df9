/*
 * The assistant never states a price, an hour or any other figure the hotel's content does not give. A phrased
 * answer is checked figure by figure against the passages it was written from (and the guest's own question);
 * one figure that is not there and the answer is not shown.
 */
const FIGURE = /\d+(?:[.,:]\d+)*/g;

/** '07:00', '7.00' and '7' are one figure; so are '16,50' and '16.5'. Times and prices share the form. */
export function normalFigure(figure: string): string {
  const parts = figure.split(/[.,:]/).map((part, index) => (index === 0 ? part.replace(/^0+(?=\d)/, '') : part.replace(/0+$/, '')));
  while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts.join('.');
}

export const figuresOf = (text: string): string[] => [...text.matchAll(FIGURE)].map((match) => normalFigure(match[0]));

/** Figures of `answer` found in none of `sources`: an empty list means every figure is grounded. */
export function ungroundedFigures(answer: string, sources: readonly string[]): string[] {
  const known = new Set(sources.flatMap(figuresOf));
  return [...new Set(figuresOf(answer))].filter((figure) => !known.has(figure));
}
