import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';
import { input } from '../../../../ui/TextField.css';

// ---- /jobs/new, /jobs/mine/{id}, and "My jobs" on /jobs

/** A multi-line text field in the text field's look (the posting, the CV, a welcome message). */
export const textarea = style([
  input,
  {
    minHeight: '8rem',
    resize: 'vertical',
    fontFamily: 'inherit',
  },
]);

export const tallTextarea = style({ minHeight: '16rem' });

/**
 * A text area as tall as its text (a requirement, a responsibility, a welcome): one line when short, every
 * line of a long one in view. The height is set from the content (PostingDraftPage's `autoGrow`).
 */
export const autoGrowTextarea = style([
  input,
  {
    resize: 'none',
    overflowY: 'hidden',
    fontFamily: 'inherit',
    display: 'block',
  },
]);

/** A native file input, its button in the product's spacing. */
export const fileInput = style({
  display: 'block',
  width: '100%',
  fontSize: vars.fontSize.small,
  color: vars.color.textSecondary,
  selectors: {
    '&::file-selector-button': {
      marginRight: vars.space.small,
      padding: `${vars.space.xsmall} ${vars.space.small}`,
      minHeight: '40px',
      border: `1px solid ${vars.color.borderControl}`,
      borderRadius: vars.radius.medium,
      background: vars.color.surface,
      color: vars.color.text,
      font: 'inherit',
      cursor: 'pointer',
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.primarySoftBorder}`, outlineOffset: '2px' },
  },
});

/** One editable list item: the field grows, the remove button keeps its size. */
export const itemRow = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
});

export const itemField = style({ flex: '1 1 auto', minWidth: 0 });

/** The remove button lines up with the input under its label. */
export const itemRemove = style({ flex: '0 0 auto', marginTop: '1.75rem' });

export const mineList = style({ margin: 0, padding: 0, listStyle: 'none' });

/** A row of "My jobs". */
export const mineRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const mineTitle = style({ minWidth: 0, flex: '1 1 16rem' });
