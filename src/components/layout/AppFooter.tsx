import { t } from '../../i18n';
import { COMMUNITY_CHAT_URL, COMPANY_SITE_URL } from '../../app/links';
import { ExternalLink } from '../../ui';
import * as styles from './AppFooter.css';

export interface AppFooterProps {
  communityUrl?: string;
  companySiteUrl?: string;
  /** For the copyright line; the current year by default. */
  year?: number;
}

/** The protected layout's footer: community chat and company site links (spec §2). */
export function AppFooter({
  communityUrl = COMMUNITY_CHAT_URL,
  companySiteUrl = COMPANY_SITE_URL,
  year = new Date().getFullYear(),
}: AppFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>{t('footer.rights', { year })}</p>
        <ul className={styles.links}>
          <li>
            <ExternalLink href={communityUrl} tone="secondary" underline="hover">
              {t('footer.community')}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={companySiteUrl} tone="secondary" underline="hover">
              {t('footer.company')}
            </ExternalLink>
          </li>
        </ul>
      </div>
    </footer>
  );
}
