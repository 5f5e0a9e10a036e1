import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../ui/hydration';
import { LocalTime } from '../ui/LocalTime';
import { formatCountdown } from './countdown';
import './locales';

/**
 * The time left until `target` (the server's start of the next challenge), ticking each second. The server renders
 * when it is (it cannot know when the page is read), the browser how long is left once hydrated; when the time is up
 * it calls `onDue` once for that target, to fetch the new challenge.
 */
export function ChallengeCountdown({ target, onDue }: { target: string; onDue: () => void }) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  const dueFor = useRef<string | null>(null);
  const left = Date.parse(target) - now;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left > 0 || dueFor.current === target) return;
    dueFor.current = target;
    onDue();
  });

  if (!hydrated)
    return (
      <Trans>
        at <LocalTime value={target} show="dateTime" />
      </Trans>
    );
  const countdown = formatCountdown(left, i18n);
  return (
    <span role="timer" className="challenge-countdown">
      {left > 0 ? t`in ${countdown}` : t`starting now`}
    </span>
  );
}
