import { beforeEach, describe, expect, it } from 'vitest';
import { afterLoginTarget } from '../../../src/app/navigation';
import { createRedirectStorage } from '../../../src/storage/redirect';

describe('the post-login target (spec §2)', () => {
  beforeEach(() => localStorage.clear());

  it('is the saved redirect first, used once', () => {
    const redirects = createRedirectStorage();
    redirects.save('/jobtalkai/history?page=2');
    expect(afterLoginTarget(redirects, '/profile')).toBe('/history?page=2');
    expect(redirects.read()).toBeNull();
  });

  it('else the path the visitor came from', () => {
    expect(afterLoginTarget(createRedirectStorage(), '/profile')).toBe('/profile');
  });

  it('else /dashboard; never / or /login or another site', () => {
    const redirects = createRedirectStorage();
    expect(afterLoginTarget(redirects, undefined)).toBe('/dashboard');
    expect(afterLoginTarget(redirects, '/')).toBe('/dashboard');
    expect(afterLoginTarget(redirects, '/login?verified=true')).toBe('/dashboard');
    expect(afterLoginTarget(redirects, '//evil.example.com/x')).toBe('/dashboard');
  });
});
