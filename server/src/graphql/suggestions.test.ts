import { withoutSuggestions } from './suggestions';

describe('withoutSuggestions', () => {
  it.each([
    [
      'Cannot query field "curentBrand" on type "Query". Did you mean "currentBrand"?',
      'Cannot query field "curentBrand" on type "Query".',
    ],
    [
      'Value "DAILYY" does not exist in "LeaderboardPeriod" enum. Did you mean the enum value "DAILY"?',
      'Value "DAILYY" does not exist in "LeaderboardPeriod" enum.',
    ],
    [
      'Variable "$i" got invalid value { gameSlg: "x" }; Field "gameSlg" is not defined by type "StartSessionInput". Did you mean "gameSlug"?',
      'Variable "$i" got invalid value { gameSlg: "x" }; Field "gameSlg" is not defined by type "StartSessionInput".',
    ],
    [
      'Unknown argument "slg" on field "Query.game". Did you mean "slug", "a", or "b"?',
      'Unknown argument "slg" on field "Query.game".',
    ],
  ])('strips the guess from %s', (message, expected) => {
    expect(withoutSuggestions({ message, path: ['x'] })).toEqual({ message: expected, path: ['x'] });
  });

  it('leaves other messages alone', () => {
    expect(withoutSuggestions({ message: 'limit must be 1-100.' }).message).toBe('limit must be 1-100.');
  });
});
