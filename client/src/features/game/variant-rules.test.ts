import { rulesOf } from './variant-rules';

describe('rulesOf', () => {
  it("reads the rules of the game's variant from its API name", () => {
    expect(rulesOf({ variant: 'COMMUNITY' }).guessReasons).toBe(true);
    expect(rulesOf({ variant: 'PUBLIC' }).guessReasons).toBe(false);
    expect(rulesOf({ variant: 'ONE_OFF' }).canClose).toBe(true);
    expect(rulesOf({ variant: 'ULTIMA' }).showsFacts).toBe(false);
  });
});
