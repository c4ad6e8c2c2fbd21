import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    padding: `2px ${vars.space.xsmall}`,
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontSize: vars.fontSize.xsmall,
    lineHeight: vars.lineHeight.xsmall,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.textSecondary, borderColor: vars.color.border },
      brand: { background: vars.color.primarySoft, color: vars.color.primaryActive, borderColor: vars.color.primarySoftBorder },
      info: { background: vars.color.infoSoft, color: vars.color.info, borderColor: vars.color.infoBorder },
      success: { background: vars.color.successSoft, color: vars.color.success, borderColor: vars.color.successBorder },
      warning: { background: vars.color.warningSoft, color: vars.color.warning, borderColor: vars.color.warningBorder },
      orange: { background: vars.color.orangeSoft, color: vars.color.orange, borderColor: vars.color.orangeBorder },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.dangerBorder },
      /** The fixed rose PRO badge (spec §2). */
      pro: {
        background: vars.color.pro,
        color: vars.color.onPro,
        letterSpacing: '0.04em',
        textTransform: 'uppercase',
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
