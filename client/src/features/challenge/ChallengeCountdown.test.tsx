import { render, screen } from '../../test/render';
import { ChallengeCountdown } from './ChallengeCountdown';

const HOUR = 3600 * 1000;

describe('ChallengeCountdown', () => {
  it('counts down to the next challenge', () => {
    render(<ChallengeCountdown target={new Date(Date.now() + 26 * HOUR + 30_000).toISOString()} onDue={() => {}} />);
    expect(screen.getByRole('timer')).toHaveTextContent(/^in 1 day 2 h 0[01] min$/);
  });

  it("counts down, and says the next one is starting, in the brand's language", () => {
    const onDue = jest.fn();
    const { rerender } = render(
      <ChallengeCountdown target={new Date(Date.now() + 50 * HOUR + 30_000).toISOString()} onDue={onDue} />,
      { language: 'es' },
    );
    expect(screen.getByRole('timer')).toHaveTextContent(/^dentro de 2 días 2 h 0[01] min$/);
    rerender(<ChallengeCountdown target={new Date(Date.now() - 1000).toISOString()} onDue={onDue} />);
    expect(screen.getByRole('timer')).toHaveTextContent('empieza ahora');
    expect(onDue).toHaveBeenCalledTimes(1);
  });
});
