/**
 * Product constants of the specification that the server and the client both use, named once:
 * the product's name (mails, the PDF) and the report's score scale and colour bands (spec §2
 * "/report/{id}", §9). The contract's scores (`openapi.yaml`) run over the same scale.
 */

export const PRODUCT_NAME = 'JobTalk AI';

/** Scores run from 0 to 10. */
export const SCORE_MIN = 0;
export const SCORE_MAX = 10;
/** Score colours: at least 8 green, at least 6 yellow, at least 4 orange, otherwise primary. */
export const SCORE_COLOUR_THRESHOLDS = { green: 8, yellow: 6, orange: 4 } as const;
