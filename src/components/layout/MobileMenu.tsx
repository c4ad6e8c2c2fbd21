import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { t } from '../../i18n';
import { Button } from '../../ui';
import * as styles from './MobileMenu.css';
import { APP_NAV_ITEMS } from './nav';

export interface MobileMenuProps {
  /** The panel's id, referenced by the menu button's `aria-controls`. */
  id: string;
  open: boolean;
  /** The greeting line ("Hello, Ada"). */
  greeting: string;
  /** A followed link: close the panel. */
  onClose: () => void;
  /** Escape: close the panel and put focus back on the menu button. */
  onEscape: () => void;
  onLogout: () => void;
}

/**
 * The navigation of narrow screens: a disclosure panel under the header (not a modal, so the page
 * keeps one dialog at a time — the logout confirmation).
 */
export function MobileMenu({ id, open, greeting, onClose, onEscape, onLogout }: MobileMenuProps) {

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onEscape]);

  // Always rendered so the menu button's aria-controls points at something; hidden when closed.
  return (
    <div id={id} className={styles.panel} hidden={!open}>
      <nav aria-label={t('nav.main')}>
        <ul className={styles.list}>
          {APP_NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={styles.link} onClick={onClose}>
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.account}>
        <span className={styles.greeting}>{greeting}</span>
        <Button variant="secondary" size="medium" onClick={onLogout}>
          {t('nav.logout')}
        </Button>
      </div>
    </div>
  );
}
