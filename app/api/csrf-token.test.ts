import { afterEach, describe, expect, it } from 'vitest';
import { readCsrfToken } from './csrf-token';

afterEach(() => {
  document.head.innerHTML = '';
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('readCsrfToken', () => {
  it('reads the page meta tag first', () => {
    document.head.innerHTML = '<meta name="csrf-token" content="from-meta">';
    document.cookie = 'XSRF-TOKEN=from-cookie; path=/';
    expect(readCsrfToken()).toBe('from-meta');
  });

  it('falls back to the cookie when the page has no token (the unfilled placeholder counts as none)', () => {
    document.head.innerHTML = '<meta name="csrf-token" content="__CSRF_TOKEN__">';
    document.cookie = 'XSRF-TOKEN=abc.def; path=/';
    expect(readCsrfToken()).toBe('abc.def');
  });

  it('reads the __Host- cookie a site on HTTPS sets', () => {
    const page = { querySelector: () => null, cookie: 'theme=dark; __Host-XSRF-TOKEN=abc.def' } as unknown as Document;
    expect(readCsrfToken(page)).toBe('abc.def');
  });

  it('is undefined when there is neither', () => {
    expect(readCsrfToken()).toBeUndefined();
  });
});
