import { canHostParty } from '../game/variant-rules';
import { partyGameChoices } from './party-games';

const open = { variant: 'PUBLIC', isOpen: true, isClosed: false, entryByToken: false, poolSize: 20 } as const;

describe('which games a party can play', () => {
  it('takes an open, listed game entered without a token', () => {
    expect(canHostParty(open)).toBe(true);
  });

  it.each([
    ['a daily challenge (one try each, on its own page)', { variant: 'DAILY_CHALLENGE' }],
    ['a weekly challenge', { variant: 'WEEKLY_CHALLENGE' }],
    ['a game entered by token', { entryByToken: true }],
    ['a closed game', { isClosed: true, isOpen: false }],
    ['a game not open yet', { isOpen: false }],
  ] as const)('refuses %s', (_what, change) => {
    expect(canHostParty({ ...open, ...change })).toBe(false);
  });

  it('offers only games with homes enough for the shortest format', () => {
    const games = [open, { ...open, poolSize: 2 }, { ...open, variant: 'DAILY_CHALLENGE' as const }];
    expect(partyGameChoices(games)).toEqual([open]);
  });
});
