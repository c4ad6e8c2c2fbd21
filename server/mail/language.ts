/** The languages mails are written in: the SPA's languages, English first. */
export const MAIL_LANGUAGES = ['en', 'ru'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/**
 * The mail language of a request's `Accept-Language` (the SPA sends its UI language): the most
 * preferred language we write in, by q-value then order; English when none (or no header).
 */
export function mailLanguage(acceptLanguage: string | string[] | undefined): MailLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranked) {
    if ((MAIL_LANGUAGES as ReadonlyArray<string>).includes(primary)) return primary as MailLanguage;
  }
  return 'en';
}
