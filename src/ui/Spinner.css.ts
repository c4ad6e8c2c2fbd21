import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../styles/tokens';

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  color: 'inherit',
});

export const svg = style({
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Without motion the ring still shows, slowly, rather than a frozen arc that looks broken.
    [mediaQueries.reducedMotion]: { animationDuration: '2.4s !important', animationIterationCount: 'infinite !important' },
  },
});

export const size = styleVariants({
  small: { width: '16px', height: '16px' },
  medium: { width: '24px', height: '24px' },
  large: { width: '40px', height: '40px' },
});
