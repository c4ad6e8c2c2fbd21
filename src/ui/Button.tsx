import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from './Spinner';
import { button, icon as iconClass } from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** An icon before the label (decorative). */
  icon?: ReactNode;
}

/** The class of a button of this look, for elements that are not `Button`/`LinkButton`. */
export function buttonClassName({ variant, size, fullWidth }: Omit<ButtonLookProps, 'icon'> = {}): string {
  return button({ variant, size, fullWidth });
}

export interface ButtonProps extends ButtonLookProps, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner, sets `aria-busy` and blocks clicks. */
  loading?: boolean;
  /** The label while loading (e.g. "Signing in..."); the normal label otherwise. */
  loadingLabel?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  fullWidth,
  icon,
  loading = false,
  loadingLabel,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size="small" label={null} /> : icon ? <span className={iconClass} aria-hidden="true">{icon}</span> : null}
      {loading && loadingLabel !== undefined ? loadingLabel : children}
    </button>
  );
}

export interface ButtonAnchorProps extends ButtonLookProps, AnchorHTMLAttributes<HTMLAnchorElement> {
  ref?: Ref<HTMLAnchorElement>;
}

/** An anchor that looks like a button (external links, or wrapped by `LinkButton` for routes). */
export function ButtonAnchor({ variant, size, fullWidth, icon, className, children, ...rest }: ButtonAnchorProps) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  return (
    <a {...rest} className={classes}>
      {icon ? <span className={iconClass} aria-hidden="true">{icon}</span> : null}
      {children}
    </a>
  );
}

/** A router link that looks like a button: `<LinkButton to="/jobs" variant="secondary">`. */
export const LinkButton = createLink(ButtonAnchor);
