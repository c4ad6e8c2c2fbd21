import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { t, type MessageKey } from '../i18n';
import { useLocale } from '../i18n/react';

/** Sets the browser tab's title to "{page} — JobTalk AI", or the product name alone. */
export function useDocumentTitle(page: MessageKey | null | undefined): void {
  const locale = useLocale();
  useEffect(() => {
    document.title = page ? t('pageTitle.format', { page: t(page) }) : t('app.name');
  }, [page, locale]);
}

/** The title named by the deepest matched route (`staticData.title`). */
export function DocumentTitle() {
  const page = useRouterState({
    select: (state) => state.matches.findLast((match) => match.staticData?.title)?.staticData.title,
  });
  useDocumentTitle(page);
  return null;
}
