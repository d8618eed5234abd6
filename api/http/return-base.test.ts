import { describe, expect, it } from 'vitest';
import { returnBaseUrl } from './return-base';

const demo = { PUBLIC_URL: 'http://localhost:8080', NODE_ENV: 'development' as const };

describe('returnBaseUrl', () => {
  it.each([
    ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['localhost:8080', 'http://localhost:8080'],
    ['[::1]:8080', 'http://[::1]:8080'],
    // Anything else keeps PUBLIC_URL: another port, another name, a name made to look local, no header.
    ['127.0.0.1:9999', 'http://localhost:8080'],
    ['entraide.example:8080', 'http://localhost:8080'],
    ['localhost.evil.example:8080', 'http://localhost:8080'],
    ['user@127.0.0.1:8080', 'http://localhost:8080'],
    ['127.0.0.1:8080/x', 'http://localhost:8080'],
    [undefined, 'http://localhost:8080'],
  ])('in the demo, Host %s returns to %s', (host, expected) => {
    expect(returnBaseUrl(demo, host)).toBe(expected);
  });

  it('keeps PUBLIC_URL in production, and when PUBLIC_URL is not a loopback name', () => {
    expect(returnBaseUrl({ ...demo, NODE_ENV: 'production' }, '127.0.0.1:8080')).toBe('http://localhost:8080');
    expect(returnBaseUrl({ PUBLIC_URL: 'https://entraide.example', NODE_ENV: 'development' }, '127.0.0.1')).toBe(
      'https://entraide.example',
    );
  });
});
