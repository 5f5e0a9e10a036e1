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

export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed.length === 0) return 'Please enter your email address.';
  if (trimmed.length > EMAIL_MAX_LENGTH) return `Email addresses can be at most ${EMAIL_MAX_LENGTH} characters.`;
  if (!EMAIL_PATTERN.test(trimmed)) return 'Please enter a whole email address, like name@example.com.';
  return null;
}

/** Passwords are taken as typed (no trimming): every character counts. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length === 0) return 'Please enter a password.';
  if (length < PASSWORD_MIN_LENGTH) return `Passwords need at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Passwords can be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

export function displayNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Please enter a display name.';
  if ([...trimmed].length > DISPLAY_NAME_MAX_LENGTH)
    return `Display names can be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`;
  return null;
}

/**
 * What the server answers a sign-up in the brand's language (`BrandLocale`). The other account messages above are
 * English only so far (the account pages are too).
 */
export const ACCOUNT_MESSAGES: Record<
  BrandLocale,
  { emailTaken: string; weakPassword: string; weakPasswordHint: string }
> = {
  en: {
    // Sign-up says so (log-in never does): the per-IP limit on sign-ups keeps it from serving as a lookup.
    emailTaken: 'An account with this email exists already: log in instead.',
    weakPassword: 'This password is too easy to guess.',
    weakPasswordHint: 'A few uncommon words together make a good one.',
  },
  es: {
    emailTaken: 'Ya hay una cuenta con este correo: inicia sesión.',
    weakPassword: 'Esta contraseña es demasiado fácil de adivinar.',
    weakPasswordHint: 'Unas cuantas palabras poco comunes juntas forman una buena.',
  },
};
