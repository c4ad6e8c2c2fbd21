import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { t } from '../i18n';
import { visuallyHidden } from '../styles/utilities.css';
import { link } from './AppLink.css';

interface LinkLookProps {
  tone?: 'brand' | 'neutral' | 'secondary';
  /** `always` inside running text (WCAG 1.4.1); `hover` for navigation where position says it is a link. */
  underline?: 'always' | 'hover';
}

export interface StyledAnchorProps extends LinkLookProps, AnchorHTMLAttributes<HTMLAnchorElement> {
  ref?: Ref<HTMLAnchorElement>;
}

/** A styled `<a>`; `AppLink` is this anchor driven by the router. */
export function StyledAnchor({ tone, underline, className, ...rest }: StyledAnchorProps) {
  return <a {...rest} className={[link({ tone, underline }), className].filter(Boolean).join(' ')} />;
}

/** A typed router link with the product's link style: `<AppLink to="/register">Sign up</AppLink>`. */
export const AppLink = createLink(StyledAnchor);

export interface ExternalLinkProps extends Omit<StyledAnchorProps, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

/** A link to another site, opened in a new tab (said to assistive technology). */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  return (
    <StyledAnchor {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={visuallyHidden}> {t('common.opensInNewTab')}</span>
    </StyledAnchor>
  );
}
