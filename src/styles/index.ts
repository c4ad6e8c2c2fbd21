import './global.css';

export { vars } from './theme.css';
export { sprinkles, type Sprinkles, type Space } from './sprinkles.css';
export { quotation, visuallyHidden } from './utilities.css';
export { breakpoints, mediaQueries, tokens, type Breakpoint } from './tokens';
export { scoreColor, scoreTone, SCORE_THRESHOLDS, type ScoreTone } from './score';
