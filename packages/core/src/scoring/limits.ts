/** Limits of leg-by-leg scoring, free of zod so the scoring screen can use them without the schemas. */
export const MAX_VISIT_SCORE = 180;
export const MIN_STARTING_SCORE = 2;
export const MAX_STARTING_SCORE = 1001;
export const DEFAULT_STARTING_SCORE = 501;
export const DEFAULT_NUMBER_OF_LEGS = 3;
export const MAX_NUMBER_OF_LEGS = 99;
export const MAX_LEGS = 99;
export const MAX_THROWS_PER_SIDE = 200;
