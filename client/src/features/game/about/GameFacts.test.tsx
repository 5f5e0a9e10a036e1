import { render, screen } from '../../../test/render';
import type { GameSummary } from '../game-context';
import { GameFacts } from './GameFacts';

const game = { roundCount: 5, playerCount: 0, regions: ['London'], scoringMode: 'BANDS' } as GameSummary;

describe('GameFacts', () => {
  it('invites the first player instead of saying 0', () => {
    render(<GameFacts game={game} />);
    expect(screen.getByText('Nobody yet: be the first')).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('counts the players once there are some', () => {
    render(<GameFacts game={{ ...game, playerCount: 1234 }} />);
    expect(screen.getByText('1,234')).toBeInTheDocument();
  });
});
