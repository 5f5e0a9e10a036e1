import { useSecondsLeft } from './server-clock';

/**
 * The seconds left to guess, on the server's clock. A timer role, which screen readers do not read out on each tick;
 * the last five seconds turn urgent.
 */
export function PartyCountdown({ deadline, serverNow }: { deadline: string; serverNow: string }) {
  const left = useSecondsLeft(deadline, serverNow);
  return (
    <p className={`party-timer${left <= 5 ? ' party-timer--urgent' : ''}`}>
      <span role="timer" aria-label={left > 0 ? `${left} seconds left` : 'Time is up'}>
        <span className="party-timer__seconds">{left}</span>
        <span className="party-timer__unit"> s</span>
      </span>
      <span className="party-timer__label">{left > 0 ? 'left to guess' : 'Time is up'}</span>
    </p>
  );
}

/** "Next round in 6 s" (or the final standings) after a reveal, on the server's clock. */
export function NextRoundIn({
  nextAt,
  serverNow,
  lastRound,
}: {
  nextAt: string;
  serverNow: string;
  lastRound: boolean;
}) {
  const left = useSecondsLeft(nextAt, serverNow);
  const what = lastRound ? 'Final standings' : 'Next round';
  return <p className="party-next">{left > 0 ? `${what} in ${left} s` : `${what} now…`}</p>;
}
