import { paths } from '../../paths';
import { returnPathFrom } from './account-paths';

describe('account paths', () => {
  it('carry the page the visitor came from', () => {
    expect(paths.login('/game/x/leaderboard?period=weekly')).toBe(
      '/auth/login?return=%2Fgame%2Fx%2Fleaderboard%3Fperiod%3Dweekly',
    );
    expect(paths.createAccount()).toBe('/auth/create-account');
    // From one account page to the other, the page before it is kept (the page passes its own `return` on).
    expect(paths.login('/auth/create-account?return=%2Fgames')).toBe('/auth/login');
  });

  it('return to a path of this site only', () => {
    expect(returnPathFrom(new URL(paths.login('/game/x?session=1'), 'http://localhost').search)).toBe(
      '/game/x?session=1',
    );
    expect(returnPathFrom('')).toBe('/');
    expect(returnPathFrom('?return=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('?return=%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('?return=%2F%5Cevil.example')).toBe('/');
    expect(returnPathFrom('?return=%2Fauth%2Flogin')).toBe('/');
  });
});
