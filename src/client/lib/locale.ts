/**
 * The product has one locale, en-US. As the spec asks, the choice is kept in the `i18n_redirected`
 * cookie for 365 days; without it the browser's language is read, and every language leads to
 * English, the only one there is.
 */
export const LOCALE_COOKIE = 'i18n_redirected';
/** 365 days, in seconds. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const supportedLocales = ['en'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'en';
/** The language tag of the page and of every number and date format. */
export const localeTag = 'en-US';

const isSupported = (value: string | undefined): value is Locale => supportedLocales.some((locale) => locale === value);

/** The cookie's value in a `document.cookie` string, or undefined. */
export function readLocaleCookie(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The supported locale of a browser language ('en-GB' → 'en'); the default for any other. */
export function localeOfLanguage(language: string | undefined): Locale {
  const base = language?.toLowerCase().split('-')[0];
  return isSupported(base) ? base : defaultLocale;
}

/** The cookie that keeps `locale` for 365 days on every path. */
export const localeCookie = (locale: Locale) => `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;

interface LocaleEnvironment {
  document: { cookie: string; documentElement: { lang: string } };
  navigator: { language?: string };
}

/**
 * Called once at start: the locale kept in the cookie, else the browser's language, which is
 * English either way; the cookie is written when it is missing or names a locale that does not exist.
 */
export function initLocale(env: LocaleEnvironment = { document, navigator }): Locale {
  const kept = readLocaleCookie(env.document.cookie);
  const locale = isSupported(kept) ? kept : localeOfLanguage(env.navigator.language);
  if (kept !== locale) env.document.cookie = localeCookie(locale);
  env.document.documentElement.lang = localeTag;
  return locale;
}
