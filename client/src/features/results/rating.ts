import type { PerformanceRating } from '../../graphql/generated/graphql';

const RATINGS: Record<PerformanceRating, { label: string; blurb: string }> = {
  EXPERT: { label: 'Expert', blurb: 'You could do this for a living.' },
  ADVANCED: { label: 'Advanced', blurb: 'A sharp eye for a price.' },
  INTERMEDIATE: { label: 'Intermediate', blurb: 'Solid instincts, room to sharpen.' },
  BEGINNER: { label: 'Beginner', blurb: 'Getting a feel for the market.' },
  NOVICE: { label: 'Novice', blurb: 'Every expert started here.' },
};

export function ratingLabel(rating: PerformanceRating): string {
  return RATINGS[rating]?.label ?? rating;
}

export function ratingBlurb(rating: PerformanceRating): string {
  return RATINGS[rating]?.blurb ?? '';
}
