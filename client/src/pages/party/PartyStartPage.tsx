import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@ballpark/common/page-routes';
import { screenPath } from '../../features/party/RoomLink';
import { PARTY_LIMITS } from '@ballpark/common/party-rules';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../features/page-title';
import { HostRoomForm } from '../../features/party/HostRoomForm';
import { JoinRoomForm } from '../../features/party/JoinRoomForm';
import { partyGameChoices } from '../../features/party/party-games';
import { usePartyGames, type PartyRoom } from '../../features/party/party-queries';
import { QueryView } from '../../features/ui/QueryView';
import { EmptyState } from '../../features/ui/StatusViews';
import './locales';

/**
 * party — play with friends: host a room for a game of this site (`?game=slug` picks it), or join one with its code.
 * Either way the player lands in the room's page.
 */
export function PartyStartPage() {
  const { t } = useLingui();
  usePageTitle(t`Play with friends`);
  const navigate = useNavigate();
  const gameSlug = useSearchParams()[0].get('game');
  const query = usePartyGames();
  const maxPlayers = PARTY_LIMITS.maxPlayers;
  const enter = (room: PartyRoom) => navigate(pagePath('partyRoom', { partyCode: room.code }));
  // A host who only presents goes to the shared screen, which this device is likely to show on a TV.
  const opened = (room: PartyRoom, hostPlays: boolean) =>
    navigate(hostPlays ? pagePath('partyRoom', { partyCode: room.code }) : screenPath(room.code, room.screenKey));

  return (
    <div className="party-start stack-lg">
      <header className="page-head">
        <p className="eyebrow">
          <Trans>Party mode</Trans>
        </p>
        <h1>
          <Trans>Play with friends</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Up to {maxPlayers} players guess the same homes at the same time, against the clock. Guesses stay sealed
            until everyone has guessed; then the price, every guess and a live scoreboard.
          </Trans>
        </p>
      </header>
      <div className="grid-2 party-start__forms">
        <section className="card card--raised stack" aria-labelledby="join-title">
          <h2 id="join-title">
            <Trans>Join a room</Trans>
          </h2>
          <p className="muted">
            <Trans>Got a code from your host? Enter it with your name.</Trans>
          </p>
          <JoinRoomForm onJoined={enter} />
        </section>
        <section className="card card--raised stack" aria-labelledby="host-title">
          <h2 id="host-title">
            <Trans>Host a room</Trans>
          </h2>
          <p className="muted">
            <Trans>Pick a game and a format; you get a code and a link to hand out.</Trans>
          </p>
          <QueryView
            query={query}
            select={(data) => {
              const games = partyGameChoices(data.games.nodes);
              return games.length > 0 ? games : null;
            }}
            noun={t`the games`}
            headingLevel={2}
            notFoundView={
              <EmptyState icon="🏚️" title={t`No game to play together yet`} headingLevel={3}>
                <p className="muted">
                  <Trans>This site has no open game with enough homes for a party right now.</Trans>
                </p>
              </EmptyState>
            }
          >
            {(games) => (
              <>
                {gameSlug && !games.some((game) => game.slug === gameSlug) && (
                  // Never a silent swap: the game asked for is not among the choices.
                  <p className="notice" role="note">
                    <Trans>
                      The game you came from can’t be played as a party room (a challenge, a game entered by token, or
                      one not open now). Pick one of these instead.
                    </Trans>
                  </p>
                )}
                <HostRoomForm games={games} initialGameSlug={gameSlug} onCreated={opened} />
              </>
            )}
          </QueryView>
        </section>
      </div>
    </div>
  );
}
