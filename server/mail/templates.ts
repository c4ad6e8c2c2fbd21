import escapeHtml from 'escape-html';
import { PRODUCT_NAME } from '../../openapi/product';
import type { MailLanguage } from './language';
import type { Mail } from './mailer';

export { PRODUCT_NAME };

/** The words every mail shares, per language. */
const FRAME: Record<MailLanguage, { hello: (name: string) => string; copyLink: string }> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    copyLink: 'If the button does not work, copy this address into your browser:',
  },
  ru: {
    hello: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    copyLink: 'Если кнопка не срабатывает, скопируйте этот адрес в адресную строку браузера:',
  },
};

/** "1 hour", "24 hours"; "1 час", "3 часа", "24 часа", "5 часов" (Intl.PluralRules). */
function hours(language: MailLanguage, count: number): string {
  const forms: Record<MailLanguage, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
    en: { one: 'hour', other: 'hours' },
    ru: { one: 'час', few: 'часа', many: 'часов', other: 'часа' },
  };
  const category = new Intl.PluralRules(language).select(count);
  return `${count} ${forms[language][category] ?? forms[language].other}`;
}

/** A simple mail: greeting, paragraphs, one call-to-action link, a closing note; text and HTML alike. */
function compose(options: {
  language: MailLanguage;
  to: string;
  subject: string;
  greetingName: string;
  paragraphs: string[];
  action: { label: string; url: string };
  closing: string;
}): Mail {
  const frame = FRAME[options.language];
  const greeting = frame.hello(options.greetingName);
  const text = [
    greeting,
    '',
    ...options.paragraphs.flatMap((p) => [p, '']),
    `${options.action.label}: ${options.action.url}`,
    '',
    options.closing,
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${options.language}"><body>`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...options.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(options.action.url)}">${escapeHtml(options.action.label)}</a></p>`,
    `<p>${escapeHtml(frame.copyLink)}<br>${escapeHtml(options.action.url)}</p>`,
    `<p>${escapeHtml(options.closing)}</p>`,
    `<p>— ${PRODUCT_NAME}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: options.to, subject: options.subject, text, html, links: [options.action.url] };
}

/** What a mail with one link says, per language. */
interface LinkMailWords {
  subject: string;
  paragraphs: string[];
  action: string;
  closing: string;
}

/** "This link works once and expires in 24 hours." in the mail's language. */
function linkLifetime(language: MailLanguage, ttlHours: number): string {
  return {
    en: `This link works once and expires in ${hours('en', ttlHours)}.`,
    ru: `Ссылка сработает один раз и действует ${hours('ru', ttlHours)}.`,
  }[language];
}

/**
 * The template of a mail whose one action is `link`, a link that expires after `ttlHours`: `words`
 * says it in each language.
 */
function linkMail(words: (ttlHours: number) => Record<MailLanguage, LinkMailWords>) {
  return (to: string, name: string, link: string, ttlHours: number, language: MailLanguage = 'en'): Mail => {
    const chosen = words(ttlHours)[language];
    return compose({
      language,
      to,
      subject: chosen.subject,
      greetingName: name,
      paragraphs: chosen.paragraphs,
      action: { label: chosen.action, url: link },
      closing: chosen.closing,
    });
  };
}

export const verificationMail = linkMail((ttlHours) => ({
  en: {
    subject: `Verify your email for ${PRODUCT_NAME}`,
    paragraphs: [
      `Thank you for signing up for ${PRODUCT_NAME}. Please confirm your email address to start practising interviews.`,
      linkLifetime('en', ttlHours),
    ],
    action: 'Verify my email',
    closing: 'If you did not create an account, you can ignore this mail.',
  },
  ru: {
    subject: `Подтвердите почту для ${PRODUCT_NAME}`,
    paragraphs: [
      `Спасибо за регистрацию в ${PRODUCT_NAME}! Подтвердите адрес почты, чтобы начать тренировать собеседования.`,
      linkLifetime('ru', ttlHours),
    ],
    action: 'Подтвердить почту',
    closing: 'Если вы не создавали аккаунт, просто не обращайте внимания на это письмо.',
  },
}));

export const passwordResetMail = linkMail((ttlHours) => ({
  en: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your account.',
      `${linkLifetime('en', ttlHours)} Setting a new password signs you out everywhere.`,
    ],
    action: 'Choose a new password',
    closing: 'If you did not ask for this, you can ignore this mail: your password stays as it is.',
  },
  ru: {
    subject: `Восстановление пароля ${PRODUCT_NAME}`,
    paragraphs: [
      'Кто-то (надеемся, что вы) запросил смену пароля для вашего аккаунта.',
      `${linkLifetime('ru', ttlHours)} После смены пароля вы выйдете из аккаунта на всех устройствах.`,
    ],
    action: 'Задать новый пароль',
    closing: 'Если вы ничего не запрашивали, просто не обращайте внимания на это письмо: пароль останется прежним.',
  },
}));
