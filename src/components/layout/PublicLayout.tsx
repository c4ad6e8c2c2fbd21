import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { BrandMark } from '../BrandMark';
import { LanguageSwitcher } from '../LanguageSwitcher';
import * as styles from './PublicLayout.css';

export interface PublicLayoutProps {
  /** The page: its own `h1` title, form, links. */
  children: ReactNode;
}

/** The public pages' centred card, under the product name and tagline (spec §2). */
export function PublicLayout({ children }: PublicLayoutProps) {
  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <div className={styles.toolbar}>
          <LanguageSwitcher />
        </div>
        <p className={styles.productName}>
          <BrandMark size={32} />
          {t('app.name')}
        </p>
        <p className={styles.tagline}>{t('app.tagline')}</p>
      </header>
      <main className={styles.main}>
        <div className={styles.card}>{children}</div>
      </main>
    </div>
  );
}
