import { useLingui } from '@lingui/react/macro';
import { useSecondsLeft } from './server-clock';
import './locales';

/**
 * The seconds left to guess, on the server's clock. A timer role, which screen readers do not read out on each tick;
 * the last five seconds turn urgent.
 */
export function PartyCountdown({ deadline, serverNow }: { deadline: string; serverNow: string }) {
  const { t } = useLingui();
  const left = useSecondsLeft(deadline, serverNow);
  return (
    <p className={`party-timer${left <= 5 ? ' party-timer--urgent' : ''}`}>
      <span role="timer" aria-label={left > 0 ? t`${left} seconds left` : t`Time is up`}>
        <span className="party-timer__seconds">{left}</span>
        <span className="party-timer__unit"> s</span>
      </span>
      <span className="party-timer__label">{left > 0 ? t`left to guess` : t`Time is up`}</span>
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
  const { t } = useLingui();
  const left = useSecondsLeft(nextAt, serverNow);
  let text;
  if (lastRound) text = left > 0 ? t`Final standings in ${left} s` : t`Final standings now…`;
  else text = left > 0 ? t`Next round in ${left} s` : t`Next round now…`;
  return <p className="party-next">{text}</p>;
}
