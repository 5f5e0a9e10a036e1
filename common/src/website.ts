// The website holder (product spec, sections 1 and 3): the locales the site supports and the labels the admin
// translations are listed under. The client picks its locale with `chooseLocale`.

/** Locale codes, each a language with an optional region variant (xx-YY). */
export const SUPPORTED_LOCALES = ['en-GB', 'en-US', 'es-ES'] as const;

/** Admin translations: language to the label its translations are listed under. */
export const ADMIN_TRANSLATIONS: Readonly<Record<string, string>> = { en: 'English', es: 'Español' };

export interface SupportedLocale {
  /** The code as listed, e.g. es-ES. */
  code: string;
  /** Its language part, e.g. es. */
  language: string;
  /** The full variant the language maps to: the first listed code of that language. */
  variant: string;
  /** The admin-translation label of the language, or the language itself when it has none. */
  label: string;
}

const LOCALE_CODE = /^([a-z]{2,3})(?:[-_]([a-z]{2}|\d{3}))?$/i;

/** "es-ES" -> "es", "EN_us" -> "en", "en" -> "en"; null for anything that is not a locale code. */
export function languageOf(code: string | null | undefined): string | null {
  const match = code ? LOCALE_CODE.exec(code.trim()) : null;
  return match ? match[1].toLowerCase() : null;
}

/** Each supported code reduced to its language, with the full variant and label of that language. */
export function supportedLocales(
  codes: readonly string[] = SUPPORTED_LOCALES,
  translations: Readonly<Record<string, string>> = ADMIN_TRANSLATIONS,
): SupportedLocale[] {
  const variantOf = new Map<string, string>();
  const result: SupportedLocale[] = [];
  for (const code of codes) {
    const language = languageOf(code);
    if (!language) throw new Error(`not a locale code: ${code}`);
    if (!variantOf.has(language)) variantOf.set(language, code);
    result.push({ code, language, variant: variantOf.get(language)!, label: translations[language] ?? language });
  }
  return result;
}

/**
 * The language to show: the first candidate (the brand's locale, then the browser's languages in order) whose
 * language is supported; else the first supported language.
 */
export function chooseLocale(
  candidates: readonly (string | null | undefined)[],
  codes: readonly string[] = SUPPORTED_LOCALES,
): string {
  const languages = supportedLocales(codes).map((locale) => locale.language);
  const chosen = candidates.map(languageOf).find((language) => language !== null && languages.includes(language));
  return chosen ?? languages[0];
}
