import { pagePath } from '@ballpark/common/page-routes';
import { PARTY_LIMITS } from '@ballpark/common/party-rules';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../features/page-title';
import { HostRoomForm } from '../features/party/HostRoomForm';
import { JoinRoomForm } from '../features/party/JoinRoomForm';
import { partyGameChoices } from '../features/party/party-games';
import { usePartyGames, type PartyRoom } from '../features/party/party-queries';
import { QueryView } from '../features/ui/QueryView';
import { EmptyState } from '../features/ui/StatusViews';

/**
 * party — play with friends: host a room for a game of this site (`?game=slug` picks it), or join one with its code.
 * Either way the player lands in the room's page.
 */
export function PartyStartPage() {
  usePageTitle('Play with friends');
  const navigate = useNavigate();
  const gameSlug = useSearchParams()[0].get('game');
  const query = usePartyGames();
  const enter = (room: PartyRoom) => navigate(pagePath('partyRoom', { partyCode: room.code }));
  // A host who only presents goes to the shared screen, which this device is likely to show on a TV.
  const opened = (room: PartyRoom, hostPlays: boolean) =>
    navigate(pagePath(hostPlays ? 'partyRoom' : 'partyScreen', { partyCode: room.code }));

  return (
    <div className="party-start stack-lg">
      <header className="page-head">
        <p className="eyebrow">Party mode</p>
        <h1>Play with friends</h1>
        <p className="lead">
          Up to {PARTY_LIMITS.maxPlayers} players guess the same homes at the same time, against the clock. Guesses stay
          sealed until everyone has guessed; then the price, every guess and a live scoreboard.
        </p>
      </header>
      <div className="grid-2 party-start__forms">
        <section className="card card--raised stack" aria-labelledby="join-title">
          <h2 id="join-title">Join a room</h2>
          <p className="muted">Got a code from your host? Enter it with your name.</p>
          <JoinRoomForm onJoined={enter} />
        </section>
        <section className="card card--raised stack" aria-labelledby="host-title">
          <h2 id="host-title">Host a room</h2>
          <p className="muted">Pick a game and a format; you get a code and a link to hand out.</p>
          <QueryView
            query={query}
            select={(data) => {
              const games = partyGameChoices(data.games.nodes);
              return games.length > 0 ? games : null;
            }}
            noun="the games"
            headingLevel={2}
            notFoundView={
              <EmptyState icon="🏚️" title="No game to play together yet" headingLevel={3}>
                <p className="muted">This site has no open game with enough homes for a party right now.</p>
              </EmptyState>
            }
          >
            {(games) => (
              <>
                {gameSlug && !games.some((game) => game.slug === gameSlug) && (
                  // Never a silent swap: the game asked for is not among the choices.
                  <p className="notice" role="note">
                    The game you came from can’t be played as a party room (a challenge, a game entered by token, or one
                    not open now). Pick one of these instead.
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
