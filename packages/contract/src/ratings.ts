// Zod-free, so the web app can list the reasons without the schemas in its JavaScript.

/**
 * Why a farmer disliked an answer (issue 15): wrong advice, not for my area, not for this season,
 * my question not understood, too long or hard, something else (told in the note).
 */
export const RATING_REASONS = ['wrong_advice', 'not_my_area', 'not_this_season', 'not_understood', 'too_long', 'other'] as const;
export type RatingReason = (typeof RATING_REASONS)[number];
