import { Link } from '@tanstack/react-router';
import { useCallback, useId, useRef, useState } from 'react';
import { t } from '../../i18n';
import { Button, Dialog } from '../../ui';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { BrandMark } from '../BrandMark';
import { LanguageSwitcher } from '../LanguageSwitcher';
import * as styles from './AppHeader.css';
import { MobileMenu } from './MobileMenu';
import { APP_HOME_PATH, APP_NAV_ITEMS } from './nav';

export interface AppHeaderProps {
  /** The signed-in user's name; "User" when unknown (spec §2). */
  userName?: string | null;
  /** Called when the user confirms the logout (spec §5: logout asks for confirmation). */
  onLogout: () => void;
  /**
   * Controlled confirmation (e.g. the auth machine's `auth.logoutRequested` state): when given, the
   * dialog shows exactly when this is true, Logout calls `onLogoutRequest` and Cancel/Escape call
   * `onLogoutCancel`. Left out, the header keeps the dialog's open state itself.
   */
  logoutConfirmOpen?: boolean;
  onLogoutRequest?: () => void;
  onLogoutCancel?: () => void;
}

/** The protected layout's header: product name, navigation, greeting, Logout; a menu on narrow screens. */
export function AppHeader({ userName, onLogout, logoutConfirmOpen, onLogoutRequest, onLogoutCancel }: AppHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [localConfirmOpen, setLocalConfirmOpen] = useState(false);
  const controlled = logoutConfirmOpen !== undefined;
  const confirmOpen = controlled ? logoutConfirmOpen : localConfirmOpen;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const logoutFromMenu = useRef(false);
  const menuId = `mobile-menu-${useId()}`;
  const name = userName?.trim() || t('common.user');
  const greeting = t('nav.hello', { name });
  // The bar greets by the first name, which a phone's bar has room for; the menu says the whole name.
  const shortGreeting = t('nav.hello', { name: name.split(/\s+/)[0] });

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
  }, []);
  const closeMenuAndFocus = useCallback(() => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  const askLogout = (fromMenu: boolean) => {
    logoutFromMenu.current = fromMenu;
    setMenuOpen(false);
    if (controlled) onLogoutRequest?.();
    else setLocalConfirmOpen(true);
  };
  const cancelLogout = () => {
    if (controlled) onLogoutCancel?.();
    else setLocalConfirmOpen(false);
  };
  const confirmLogout = () => {
    if (!controlled) setLocalConfirmOpen(false);
    onLogout();
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={APP_HOME_PATH} className={styles.brand} aria-label={t('nav.home')}>
          <BrandMark size={28} />
          <span aria-hidden="true" className={styles.brandName}>
            {t('app.name')}
          </span>
        </Link>

        <nav className={styles.nav} aria-label={t('nav.main')}>
          <ul className={styles.navList}>
            {APP_NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.navLink}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <span className={styles.greeting} data-greeting="">
          {shortGreeting}
        </span>

        <LanguageSwitcher />

        <div className={styles.account}>
          <Button variant="secondary" size="small" onClick={() => askLogout(false)}>
            {t('nav.logout')}
          </Button>
        </div>

        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-label={t('nav.menu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon width={22} height={22} /> : <MenuIcon width={22} height={22} />}
        </button>
      </div>

      <MobileMenu
        id={menuId}
        open={menuOpen}
        greeting={greeting}
        onClose={closeMenu}
        onEscape={closeMenuAndFocus}
        onLogout={() => askLogout(true)}
      />

      <Dialog
        open={confirmOpen}
        onClose={cancelLogout}
        title={t('nav.logoutConfirmTitle')}
        description={t('nav.logoutConfirmText')}
        finalFocusRef={logoutFromMenu.current ? menuButtonRef : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={cancelLogout}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" onClick={confirmLogout}>
              {t('nav.logout')}
            </Button>
          </>
        }
      />
    </header>
  );
}
