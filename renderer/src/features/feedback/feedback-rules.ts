/** The rating scale of the feedback form. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

export type FeedbackError = 'rating' | null;

/** A rating is required; the text is optional and at most `max` characters (the field stops there). */
export function validateFeedback(rating: number | null): FeedbackError {
  return rating !== null && RATINGS.includes(rating as (typeof RATINGS)[number]) ? null : 'rating';
}
