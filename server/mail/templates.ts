import type { Mail } from './mailer';

export const PRODUCT_NAME = 'JobTalk AI';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A simple mail: greeting, paragraphs, one call-to-action link, a closing note; text and HTML alike. */
function compose(options: {
  to: string;
  subject: string;
  greetingName: string;
  paragraphs: string[];
  action: { label: string; url: string };
  closing: string;
}): Mail {
  const greeting = options.greetingName ? `Hello ${options.greetingName},` : 'Hello,';
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
    '<!doctype html><html lang="en"><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    ...options.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(options.action.url)}">${escapeHtml(options.action.label)}</a></p>`,
    `<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(options.action.url)}</p>`,
    `<p>${escapeHtml(options.closing)}</p>`,
    `<p>— ${PRODUCT_NAME}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: options.to, subject: options.subject, text, html, links: [options.action.url] };
}

export function verificationMail(to: string, name: string, link: string, ttlHours: number): Mail {
  return compose({
    to,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    greetingName: name,
    paragraphs: [
      `Thank you for signing up for ${PRODUCT_NAME}. Please confirm your email address to start practising interviews.`,
      `This link works once and expires in ${ttlHours} hours.`,
    ],
    action: { label: 'Verify my email', url: link },
    closing: 'If you did not create an account, you can ignore this mail.',
  });
}

export function passwordResetMail(to: string, name: string, link: string, ttlHours: number): Mail {
  return compose({
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    greetingName: name,
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your account.',
      `This link works once and expires in ${ttlHours === 1 ? '1 hour' : `${ttlHours} hours`}. Setting a new password signs you out everywhere.`,
    ],
    action: { label: 'Choose a new password', url: link },
    closing: 'If you did not ask for this, you can ignore this mail: your password stays as it is.',
  });
}
