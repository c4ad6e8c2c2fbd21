import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { AppFooter } from './AppFooter';
import { AppHeader, type AppHeaderProps } from './AppHeader';
import * as styles from './AppShell.css';

export const MAIN_CONTENT_ID = 'main-content';

export interface AppShellProps extends AppHeaderProps {
  children: ReactNode;
}

/** The protected pages' frame: skip link, header, main content, footer. */
export function AppShell({ children, ...header }: AppShellProps) {
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <AppHeader {...header} />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
