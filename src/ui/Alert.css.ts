import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.medium,
    border: '1px solid',
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.small,
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, borderColor: vars.color.successBorder, color: vars.color.success },
      error: { background: vars.color.dangerSoft, borderColor: vars.color.dangerBorder, color: vars.color.danger },
      info: { background: vars.color.infoSoft, borderColor: vars.color.infoBorder, color: vars.color.info },
      warning: { background: vars.color.warningSoft, borderColor: vars.color.warningBorder, color: vars.color.warning },
    },
  },
});

export const icon = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
});

export const body = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  // The tone colour is for the icon and title; running text stays dark for contrast and calm.
  color: vars.color.text,
  // A long email address or link breaks rather than pushing the page sideways on a phone.
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.semibold,
});


export const action = style({
  marginTop: vars.space.xxsmall,
});

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  margin: '-4px -6px -4px 0',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(15, 23, 42, 0.06)' },
  },
});
