import { afterEach, describe, expect, it } from 'vitest';
import { initLocale, LOCALE_COOKIE_MAX_AGE_S, localeCookie, localeOfLanguage, readLocaleCookie } from './locale.js';

/** A document whose cookie jar records what is written, as the browser's does (name=value only). */
function fakeEnvironment(cookie: string, language?: string) {
  const written: string[] = [];
  const jar = new Map(cookie ? cookie.split('; ').map((c) => c.split('=') as [string, string]) : []);
  const doc = {
    documentElement: { lang: '' },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(value: string) {
      written.push(value);
      const [name = '', val = ''] = value.split(';')[0]?.split('=') ?? [];
      jar.set(name, val);
    },
  };
  return { env: { document: doc, navigator: { language } }, written };
}

describe('locale', () => {
  afterEach(() => {
    document.cookie = 'i18n_redirected=; max-age=0; path=/';
  });

  it('keeps 365 days in seconds', () => {
    expect(LOCALE_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(localeCookie('en')).toBe('i18n_redirected=en; path=/; max-age=31536000; SameSite=Lax');
  });

  it('reads the cookie among others', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=en; b=2')).toBe('en');
    expect(readLocaleCookie('a=1')).toBeUndefined();
    expect(readLocaleCookie('')).toBeUndefined();
  });

  it.each([['en-US'], ['en-GB'], ['EN'], ['de-DE'], ['fr'], [undefined]])('the browser language %s gives English', (language) => {
    expect(localeOfLanguage(language)).toBe('en');
  });

  it('sets the cookie on the first load from the browser language, English either way', () => {
    const { env, written } = fakeEnvironment('', 'de-DE');
    expect(initLocale(env)).toBe('en');
    expect(written).toEqual(['i18n_redirected=en; path=/; max-age=31536000; SameSite=Lax']);
    expect(env.document.documentElement.lang).toBe('en-US');
  });

  it('leaves a kept cookie alone', () => {
    const { env, written } = fakeEnvironment('session=x; i18n_redirected=en', 'fr-FR');
    expect(initLocale(env)).toBe('en');
    expect(written).toEqual([]);
  });

  it('replaces a cookie naming a locale that does not exist', () => {
    const { env, written } = fakeEnvironment('i18n_redirected=de', 'en-US');
    expect(initLocale(env)).toBe('en');
    expect(written).toEqual(['i18n_redirected=en; path=/; max-age=31536000; SameSite=Lax']);
  });

  it('writes the real document cookie in the browser', () => {
    initLocale();
    expect(readLocaleCookie(document.cookie)).toBe('en');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
