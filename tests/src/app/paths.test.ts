import { describe, expect, it } from 'vitest';
import { absoluteAppUrl, currentAppPath, stripBasePath } from '../../../src/app/paths';

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
