import { beforeEach, describe, expect, it, vi } from 'vitest';
import { absoluteAppUrl, currentAppPath, stripBasePath } from '../../../src/app/paths';
import { createForcedSignOut } from '../../../src/app/session';
import { createRedirectStorage } from '../../../src/storage/redirect';
import { createTokenStorage } from '../../../src/storage/tokens';

describe('paths under /jobtalkai', () => {
  it('strips the base path, keeping query and hash', () => {
    expect(stripBasePath('/jobtalkai')).toBe('/');
    expect(stripBasePath('/jobtalkai/')).toBe('/');
    expect(stripBasePath('/jobtalkai/report/7?x=1')).toBe('/report/7?x=1');
    expect(stripBasePath('/jobtalkai?verified=true')).toBe('/?verified=true');
    expect(stripBasePath('/jobtalkaix/jobs')).toBe('/jobtalkaix/jobs');
    expect(stripBasePath('/history')).toBe('/history');
  });

  it('reads the current route path from the location', () => {
    expect(currentAppPath({ pathname: '/jobtalkai/subscription', search: '?payment=success' })).toBe(
      '/subscription?payment=success',
    );
  });

  it('builds absolute links for redirect URIs', () => {
    expect(absoluteAppUrl('/login', 'https://app.example.com')).toBe('https://app.example.com/jobtalkai/login');
  });
});

describe('forced sign-out (spec §8)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('clears the tokens and the remember-me flag, keeps the path for after login, goes to /login', () => {
    const tokens = createTokenStorage();
    const redirect = createRedirectStorage();
    tokens.write({ accessToken: 'a', refreshToken: 'r' }, true);
    const goToLogin = vi.fn();

    createForcedSignOut({ tokens, redirect, goToLogin })('/history');

    expect(tokens.read()).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(redirect.read()).toBe('/history');
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });
});
