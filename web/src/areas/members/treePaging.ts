/** Children fetched per call when a referral node opens: a level of 5,000 opens with its first 100. */
export const LEVEL_PAGE = 100;
