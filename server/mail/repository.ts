import type { Queryable } from '../db/database';

/** A mail as the outbox (`outbox_mail`, migration 001) keeps it. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  created_at: Date;
}

export async function insertOutboxMail(
  q: Queryable,
  mail: { to: string; subject: string; text: string; html: string; links: readonly string[] },
): Promise<void> {
  await q.query(
    `INSERT INTO outbox_mail (to_address, subject, text_body, html_body, links, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, clock_timestamp())`,
    [mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.links)],
  );
}

/** The newest `limit` mails, newest first. */
export async function listOutboxMail(q: Queryable, limit: number): Promise<OutboxMail[]> {
  const rows = await q.query<OutboxRow>(
    `SELECT id, to_address, subject, text_body, html_body, links, created_at FROM outbox_mail
     ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: row.links,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
