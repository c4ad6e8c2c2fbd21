import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const page = style({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  maxWidth: vars.contentWidth.medium,
  margin: '0 auto',
});
