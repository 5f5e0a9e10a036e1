import type { BrandLocale } from './brand-components';

/**
 * The rules of accounts, checked by the create-account and log-in forms before sending and enforced by the server
 * (AccountService), so both say the same words.
 */

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const DISPLAY_NAME_MAX_LENGTH = 40;

/**
 * What an account may do beyond playing: a creator builds games (and manages those), a brand admin manages one
 * brand's games and profile, a site admin every brand's.
 */
export const ACCOUNT_ROLES = ['creator', 'brand_admin', 'site_admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

// One "@", something on each side, a dot in the domain, no spaces or control characters: what a mistyped address
// breaks. Whether the mailbox exists, only mail can tell.
const EMAIL_PATTERN = /^[^\s@\p{Cc}]{1,64}@[^\s@\p{Cc}.]+(\.[^\s@\p{Cc}.]+)+$/u;

/** What a player reads when a field of the account forms breaks a rule, in each brand locale. */
const ACCOUNT_PROBLEMS: Record<
  BrandLocale,
  {
    noEmail: string;
    longEmail: string;
    partialEmail: string;
    noPassword: string;
    shortPassword: string;
    longPassword: string;
    noDisplayName: string;
    longDisplayName: string;
  }
> = {
  en: {
    noEmail: 'Please enter your email address.',
    longEmail: `Email addresses can be at most ${EMAIL_MAX_LENGTH} characters.`,
    partialEmail: 'Please enter a whole email address, like name@example.com.',
    noPassword: 'Please enter a password.',
    shortPassword: `Passwords need at least ${PASSWORD_MIN_LENGTH} characters.`,
    longPassword: `Passwords can be at most ${PASSWORD_MAX_LENGTH} characters.`,
    noDisplayName: 'Please enter a display name.',
    longDisplayName: `Display names can be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
  },
  es: {
    noEmail: 'Escribe tu dirección de correo electrónico.',
    longEmail: `Una dirección de correo puede tener como máximo ${EMAIL_MAX_LENGTH} caracteres.`,
    partialEmail: 'Escribe una dirección de correo completa, como nombre@ejemplo.com.',
    noPassword: 'Escribe una contraseña.',
    shortPassword: `La contraseña necesita al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    longPassword: `La contraseña puede tener como máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
    noDisplayName: 'Escribe un nombre visible.',
    longDisplayName: `El nombre visible puede tener como máximo ${DISPLAY_NAME_MAX_LENGTH} caracteres.`,
  },
};

/** What is wrong with a typed email, in the page's (or the brand's) language, or null. */
export function emailProblem(email: string, language: BrandLocale): string | null {
  const words = ACCOUNT_PROBLEMS[language];
  const trimmed = email.trim();
  if (trimmed.length === 0) return words.noEmail;
  if (trimmed.length > EMAIL_MAX_LENGTH) return words.longEmail;
  if (!EMAIL_PATTERN.test(trimmed)) return words.partialEmail;
  return null;
}

/** Passwords are taken as typed (no trimming): every character counts. */
export function passwordProblem(password: string, language: BrandLocale): string | null {
  const words = ACCOUNT_PROBLEMS[language];
  const length = [...password].length;
  if (length === 0) return words.noPassword;
  if (length < PASSWORD_MIN_LENGTH) return words.shortPassword;
  if (length > PASSWORD_MAX_LENGTH) return words.longPassword;
  return null;
}

export function displayNameProblem(name: string, language: BrandLocale): string | null {
  const words = ACCOUNT_PROBLEMS[language];
  const trimmed = name.trim();
  if (trimmed.length === 0) return words.noDisplayName;
  if ([...trimmed].length > DISPLAY_NAME_MAX_LENGTH) return words.longDisplayName;
  return null;
}

/** What the server alone answers a sign-up or a log-in, in the brand's language (`BrandLocale`). */
export const ACCOUNT_MESSAGES: Record<
  BrandLocale,
  {
    emailTaken: string;
    weakPassword: string;
    weakPasswordHint: string;
    noLogInPassword: string;
    wrongCredentials: string;
  }
> = {
  en: {
    // Sign-up says so (log-in never does): the per-IP limit on sign-ups keeps it from serving as a lookup.
    emailTaken: 'An account with this email exists already: log in instead.',
    weakPassword: 'This password is too easy to guess.',
    weakPasswordHint: 'A few uncommon words together make a good one.',
    noLogInPassword: 'Please enter your password.',
    // The one answer to a log-in that fails, whether the email has an account or not.
    wrongCredentials: 'That email and password do not match an account. Check both and try again.',
  },
  es: {
    emailTaken: 'Ya hay una cuenta con este correo: inicia sesión.',
    weakPassword: 'Esta contraseña es demasiado fácil de adivinar.',
    weakPasswordHint: 'Unas cuantas palabras poco comunes juntas forman una buena.',
    noLogInPassword: 'Escribe tu contraseña.',
    wrongCredentials:
      'Ese correo y esa contraseña no corresponden a ninguna cuenta. Revisa ambos y vuelve a intentarlo.',
  },
};
