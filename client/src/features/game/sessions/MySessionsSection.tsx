import { Trans } from '@lingui/react/macro';
import type { gamePaths } from '../../../paths';
import type { MySession } from '../session-queries';
import { SessionList } from './SessionList';
import './locales';

/** A start page's section of the visitor's earlier sessions of its game (MySessions loads it for a returning visitor). */
export function MySessionsSection({ sessions, paths }: { sessions: MySession[]; paths: ReturnType<typeof gamePaths> }) {
  return (
    <section className="card stack" aria-labelledby="my-sessions-title">
      <h2 id="my-sessions-title">
        <Trans>Your games</Trans>
      </h2>
      <SessionList sessions={sessions} pathsOf={() => paths} />
    </section>
  );
}
