import { i18nFor } from '../../i18n/catalogs';
import { describeDiff } from './diff-words';

describe('describeDiff', () => {
  it('says how far a guess was, in words', () => {
    expect(describeDiff(-24.7, i18nFor('en'))).toBe('24.7% too low');
    expect(describeDiff(3, i18nFor('en'))).toBe('3% too high');
    expect(describeDiff(0.01, i18nFor('en'))).toBe('Spot on');
  });

  it('says it as Spanish does', () => {
    expect(describeDiff(-24.7, i18nFor('es'))).toBe('24,7\u00a0% por debajo');
  });
});
