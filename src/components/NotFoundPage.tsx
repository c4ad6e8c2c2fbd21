import { t } from '../i18n';
import { Heading, LinkButton, Stack, Text } from '../ui';
import { BrandMark } from './BrandMark';
import { useDocumentTitle } from './DocumentTitle';
import * as styles from './StatusPage.css';

/** Any unknown path (spec §2): "Page Not Found" with a link "Return to Home" to /. */
export function NotFoundPage() {
  useDocumentTitle('pageTitle.notFound');
  return (
    <main className={styles.page}>
      <Stack space="large" align="center">
        <BrandMark size={40} />
        <Text size="small" weight="semibold" tone="brand">
          404
        </Text>
        <Stack space="small" align="center">
          <Heading level={1} align="center">
            {t('notFound.title')}
          </Heading>
          <Text tone="secondary" align="center">
            {t('notFound.text')}
          </Text>
        </Stack>
        <LinkButton to="/" size="large">
          {t('notFound.home')}
        </LinkButton>
      </Stack>
    </main>
  );
}
