import { t } from '../../../i18n';
import { Button, Stack } from '../../../ui';
import * as styles from './AuthPage.css';
import { AppleMark, GoogleMark } from './ProviderIcons';

export interface ProviderButtonsProps {
  onGoogle: () => void;
  onApple: () => void;
  disabled?: boolean;
}

/** "Continue with Google" and "Continue with Apple", under an "Or continue with" divider. */
export function ProviderButtons({ onGoogle, onApple, disabled = false }: ProviderButtonsProps) {
  return (
    <>
      <p className={styles.divider}>{t('login.providers')}</p>
      <Stack space="small">
        <Button variant="secondary" fullWidth icon={<GoogleMark />} onClick={onGoogle} disabled={disabled}>
          {t('oauth.google')}
        </Button>
        <Button variant="secondary" fullWidth icon={<AppleMark />} onClick={onApple} disabled={disabled}>
          {t('oauth.apple')}
        </Button>
      </Stack>
    </>
  );
}
