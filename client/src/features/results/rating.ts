import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PerformanceRating } from '../../graphql/generated/graphql';
import './locales';

const RATINGS: Record<PerformanceRating, { label: MessageDescriptor; blurb: MessageDescriptor }> = {
  EXPERT: { label: msg`Expert`, blurb: msg`You could do this for a living.` },
  ADVANCED: { label: msg`Advanced`, blurb: msg`A sharp eye for a price.` },
  INTERMEDIATE: { label: msg`Intermediate`, blurb: msg`Solid instincts, room to sharpen.` },
  BEGINNER: { label: msg`Beginner`, blurb: msg`Getting a feel for the market.` },
  NOVICE: { label: msg`Novice`, blurb: msg`Every expert started here.` },
};

export function ratingLabel(rating: PerformanceRating, i18n: I18n): string {
  const words = RATINGS[rating];
  return words ? i18n._(words.label) : rating;
}

export function ratingBlurb(rating: PerformanceRating, i18n: I18n): string {
  const words = RATINGS[rating];
  return words ? i18n._(words.blurb) : '';
}
