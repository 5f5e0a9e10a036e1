import { gameRules } from './game-rules';

describe('gameRules', () => {
  it("reads the rules of the game's variant from its API name", () => {
    expect(gameRules({ variant: 'COMMUNITY' }).guessReasons).toBe(true);
    expect(gameRules({ variant: 'PUBLIC' }).guessReasons).toBe(false);
    expect(gameRules({ variant: 'ONE_OFF' }).canClose).toBe(true);
    expect(gameRules({ variant: 'ULTIMA' }).showsFacts).toBe(false);
  });
});
