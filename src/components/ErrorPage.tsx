import { t } from '../i18n';
import { Button, Heading, Stack, Text } from '../ui';
import { BrandMark } from './BrandMark';
import * as styles from './StatusPage.css';

/** The root error boundary: an unexpected failure while rendering or loading a route. */
export function ErrorPage({ error }: { error: unknown }) {
  if (error) console.error(error);
  return (
    <main className={styles.page}>
      <Stack space="large" align="center">
        <BrandMark size={40} />
        <Stack space="small" align="center">
          <Heading level={1} align="center">
            {t('error.title')}
          </Heading>
          <Text tone="secondary" align="center">
            {t('error.text')}
          </Text>
        </Stack>
        <Button size="large" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      </Stack>
    </main>
  );
}
