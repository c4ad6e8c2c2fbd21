import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { LOGIN_REDIRECT } from './harness';

export const PASSWORD = 'correct horse 42';

export function uniqueEmail(label = 'user'): string {
  return `${label}.${randomBytes(4).toString('hex')}@example.com`;
}

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** Every mail of the outbox (newest first), after the mails sent in the background went out. */
export async function mailbox(app: FastifyInstance): Promise<OutboxEntry[]> {
  await app.services.background.drain();
  const response = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as OutboxEntry[];
}

export async function mailsTo(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  return (await mailbox(app)).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

export async function latestMailTo(app: FastifyInstance, to: string): Promise<OutboxEntry> {
  const [mail] = await mailsTo(app, to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  return mail;
}

/** A query parameter of a link. */
export function param(link: string, name: string): string {
  const value = new URL(link).searchParams.get(name);
  expect(value, `${name} in ${link}`).toBeTruthy();
  return value!;
}

export async function register(
  app: FastifyInstance,
  body: Partial<{ email: string; password: string; name: string; redirectUri: string }> = {},
) {
  const payload = {
    email: body.email ?? uniqueEmail(),
    password: body.password ?? PASSWORD,
    name: body.name ?? 'Ada Lovelace',
    redirectUri: body.redirectUri ?? LOGIN_REDIRECT,
  };
  const response = await app.inject({ method: 'POST', url: '/web-api/auth/register', payload });
  return { response, ...payload };
}

/** The key of the newest verification link mailed to `email`. */
export async function verificationKey(app: FastifyInstance, email: string): Promise<string> {
  const mail = await latestMailTo(app, email);
  const link = mail.links.find((l) => l.includes('/jobtalkai/verify-email?'));
  expect(link).toBeDefined();
  return param(link!, 'key');
}

export function verify(app: FastifyInstance, key: string) {
  return app.inject({ method: 'GET', url: `/web-api/auth/verify-email?key=${encodeURIComponent(key)}` });
}

export function login(app: FastifyInstance, email: string, password = PASSWORD) {
  return app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { email, password } });
}

export interface Session {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** Registers, verifies by the mailed link and signs in. */
export async function signedInUser(
  app: FastifyInstance,
  body: Partial<{ email: string; password: string; name: string }> = {},
): Promise<Session> {
  const { response, email, password } = await register(app, body);
  expect(response.statusCode).toBe(201);
  expect((await verify(app, await verificationKey(app, email))).statusCode).toBe(200);
  return signIn(app, email, password);
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<Session> {
  const response = await login(app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { access_token: string; refresh_token: string };
  return { email, password, accessToken: body.access_token, refreshToken: body.refresh_token };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function me(app: FastifyInstance, accessToken: string) {
  return app.inject({ method: 'GET', url: '/web-api/auth/me', headers: bearer(accessToken) });
}

export function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });
}

/** The error code and message of an error answer, checked against the contract's Error shape. */
export function errorOf(response: { statusCode: number; json(): unknown }): { error: string; message: string } & Record<string, unknown> {
  const body = response.json() as { error: unknown; message: unknown };
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  return body as { error: string; message: string };
}
