import type { BrandLocale } from '@ballpark/common/brand-components';
import { DomainError, type DomainErrorCode } from '@ballpark/common/errors';
import { en } from './en';
import { es } from './es';
import type { ServerWords } from './words';

export type { HomeEditField, KingCountyWords, PageHead, ServerWords } from './words';

/** Every locale has its words: a locale added to BRAND_LOCALES is a type error here until it has them. */
const WORDS: Readonly<Record<BrandLocale, ServerWords>> = { en, es };

/** The words the server writes for a player of a brand in this locale (`brand.locale`). */
export function wordsIn(locale: BrandLocale): ServerWords {
  return WORDS[locale];
}

/** A sentence to be written in the reader's locale, once it is known. */
export type Wording = (words: ServerWords) => string;

/**
 * A refusal thrown where the reader's locale is not known (the importer reads pages for any brand): its message is
 * English, and whoever knows the brand writes it in the brand's locale with `messageIn`.
 */
export class WordedError extends DomainError {
  constructor(
    code: DomainErrorCode,
    readonly wording: Wording,
    details?: Readonly<Record<string, string>>,
  ) {
    super(code, wording(en), details);
    this.name = 'WordedError';
  }

  messageIn(locale: BrandLocale): string {
    return this.wording(wordsIn(locale));
  }
}
