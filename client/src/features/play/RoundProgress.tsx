import type { PlaySession } from './play-queries';

/** Where the player is in the game: one step per round, with the emoji of each round already guessed. */
export function RoundProgress({ session, currentRound }: { session: PlaySession; currentRound: number }) {
  return (
    <ol className="round-progress" aria-label="Your rounds">
      {session.rounds.map((round) => {
        const current = round.round === currentRound;
        const state = round.result ? `${round.result.points} points` : current ? 'this home' : 'not guessed yet';
        return (
          <li
            key={round.round}
            className={`round-progress__step${current ? ' is-current' : ''}${round.result ? ' is-done' : ''}`}
            aria-current={current ? 'step' : undefined}
          >
            <span aria-hidden="true">{round.result ? round.result.emoji : round.round}</span>
            <span className="visually-hidden">
              Round {round.round}: {state}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
