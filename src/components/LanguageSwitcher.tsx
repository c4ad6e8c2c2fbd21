import { chooseLanguage } from '../app/language';
import { LOCALES, t, type Locale } from '../i18n';
import { useLocale } from '../i18n/react';
import { LanguageSwitch, type LanguageOption } from '../ui';

/** The header's and the public pages' language switch: the choice is remembered and applied at once. */
export function LanguageSwitcher() {
  const locale = useLocale();
  const options: ReadonlyArray<LanguageOption<Locale>> = LOCALES.map((value) => ({
    value,
    short: value.toUpperCase(),
    name: t(`language.${value}`),
  }));
  return (
    <LanguageSwitch
      label={t('language.label')}
      options={options}
      value={locale}
      onChange={(next) => void chooseLanguage(next)}
    />
  );
}
