import { pagePath } from '@ballpark/common/page-routes';
import { useLingui } from '@lingui/react';
import { PARTY_LIMITS } from '@ballpark/common/party-rules';
import { formatPrice } from '@ballpark/common/price-format';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useGame } from '../features/game/game-queries';
import { rulesOf, variantOf } from '../features/game/variant-rules';
import { usePageTitle } from '../features/page-title';
import { PlayAgainButton, RemovePlayerButton, StartButton } from '../features/party/HostControls';
import { SealedCount } from '../features/party/SealedCount';
import { NextRoundIn, PartyCountdown } from '../features/party/PartyCountdown';
import { PartyRevealTable } from '../features/party/PartyRevealTable';
import { PartyRoomGate } from '../features/party/PartyRoomGate';
import { PartyScoreboard } from '../features/party/PartyScoreboard';
import {
  useLeavePartyRoom,
  useSubmitPartyGuess,
  type PartyReveal,
  type PartyRoom,
  type PartyRound,
} from '../features/party/party-queries';
import { isAway, listOfNames, playersOf, standingsOf } from '../features/party/party-words';
import { RoomLink } from '../features/party/RoomLink';
import { useSecondsLeft } from '../features/party/server-clock';
import { GuessFacts } from '../features/play/round/HomeFacts';
import { HomeAboutSection, HomeMapSection } from '../features/play/round/HomeSections';
import { PictureGallery } from '../features/play/PictureGallery';
import { PriceGuessForm } from '../features/play/PriceGuessForm';
import { errorMessage } from '../features/ui/errors';
import { gamePaths } from '../paths';
import { revealedPriceLabel } from '../features/play/round/price-words';

/**
 * party/:partyCode — a player's screen of a party room, phone first: the join form for a visitor not seated (this is
 * the join link), the lobby, each round (the home, the timer, the sealed guess), its reveal, and the final standings.
 */
export function PartyRoomPage() {
  return <PartyRoomGate screen="player">{(room) => <PlayerScreen room={room} />}</PartyRoomGate>;
}

function PlayerScreen({ room }: { room: PartyRoom }) {
  usePageTitle(`Party room ${room.code}`);
  let view;
  if (room.status === 'LOBBY') view = <Lobby room={room} />;
  else if (room.status === 'FINISHED') view = <FinalStandings room={room} />;
  else if (room.round?.reveal) view = <Reveal room={room} round={room.round} reveal={room.round.reveal} />;
  else if (room.round) view = <Round key={room.round.number} room={room} round={room.round} />;
  return (
    <div className="party-page">
      {view}
      <LeaveRoom room={room} />
    </div>
  );
}

const viewerOf = (room: PartyRoom) => room.players.find((player) => player.isViewer);

function RoomEyebrow({ room, what }: { room: PartyRoom; what: string }) {
  return (
    <p className="eyebrow">
      Room <span className="party-code party-code--small">{room.code}</span> · {room.gameTitle} · {what}
    </p>
  );
}

function Lobby({ room }: { room: PartyRoom }) {
  const isHost = viewerOf(room)?.isHost ?? false;
  const host = room.players.find((player) => player.isHost);
  return (
    <section className="party-lobby stack-lg" aria-labelledby="lobby-title">
      <header className="page-head">
        <RoomEyebrow room={room} what={`${room.roundCount} homes, ${room.roundSeconds} s each`} />
        <h1 id="lobby-title">
          Room <span className="party-code">{room.code}</span>
        </h1>
        <p className="lead">
          {isHost
            ? 'Friends join with this code, or with the link. Start when everyone is in.'
            : `You are in. ${host ? host.name : 'The host'} starts the game when everyone is there.`}
        </p>
      </header>
      <div className="card stack">
        <h2>Join link</h2>
        <RoomLink code={room.code} />
        <p>
          <Link to={pagePath('partyScreen', { partyCode: room.code })}>Open the shared screen</Link>{' '}
          <span className="muted">
            for a TV or a projector: the code in large letters, a QR code to join, then the homes and the scores.
          </span>
        </p>
      </div>
      <section className="card stack" aria-labelledby="players-title">
        <h2 id="players-title">
          Players{' '}
          <span className="muted">
            ({playersOf(room.players).filter((player) => player.active).length} of {PARTY_LIMITS.maxPlayers})
          </span>
        </h2>
        <ul className="party-players">
          {room.players.map((player) => (
            <li key={player.seat} className={player.isViewer ? 'is-viewer' : undefined}>
              <span className="party-players__name">{player.name}</span>
              {player.isHost && <span className="chip">{player.plays ? 'Host' : 'Host, presenting'}</span>}
              {player.isViewer && <span className="you-badge">You</span>}
              {isAway(player) && <span className="muted">away</span>}
              {isHost && !player.isViewer && <RemovePlayerButton room={room} player={player} />}
            </li>
          ))}
        </ul>
        {isHost ? (
          <StartButton room={room} large />
        ) : (
          <p className="muted" role="status">
            Waiting for {host ? host.name : 'the host'} to start…
          </p>
        )}
      </section>
    </section>
  );
}

function Round({ room, round }: { room: PartyRoom; round: PartyRound }) {
  const home = round.gameHome.home;
  const left = useSecondsLeft(round.deadline, room.serverNow);
  const game = useGame(room.gameSlug).data?.game;
  const [guess, { loading }] = useSubmitPartyGuess();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sealedAmount, setSealedAmount] = useState<number | null>(null);

  async function submit(amount: number) {
    setServerError(null);
    try {
      await guess({ variables: { code: room.code, amount } });
      setSealedAmount(amount);
    } catch (error) {
      setServerError(errorMessage(error, "We couldn't send your guess. Please try again."));
    }
  }

  let guessBox;
  if (!viewerOf(room)?.plays)
    guessBox = (
      <p className="notice" role="status">
        <span>
          You present this room: the players guess on their phones.{' '}
          <Link to={pagePath('partyScreen', { partyCode: room.code })}>Open the shared screen</Link>
        </span>
      </p>
    );
  else if (!round.viewerPlaysThisRound)
    guessBox = (
      <p className="notice" role="status">
        You joined during this round: watch this one, you play from the next round.
      </p>
    );
  else if (round.viewerHasGuessed)
    guessBox = (
      <p className="notice notice--accent" role="status">
        {/* One flex item: a notice spreads its children apart. */}
        <span>
          <span aria-hidden="true">🔒 </span>Your guess is sealed
          {sealedAmount !== null && <>: {formatPrice(sealedAmount, home.currency)}</>}. The price shows when everyone
          has guessed or the time is up.
        </span>
      </p>
    );
  else if (left === 0)
    guessBox = (
      <p className="notice" role="status">
        Time is up: the price shows in a moment.
      </p>
    );
  else
    guessBox = (
      <>
        <GuessFacts home={home} />
        <PriceGuessForm
          currency={home.currency}
          onSubmit={(amount) => void submit(amount)}
          submitting={loading}
          serverError={serverError}
          autoFocus
        />
      </>
    );

  return (
    <article className="party-round" aria-labelledby="home-title">
      <header className="party-round__head">
        <div>
          <RoomEyebrow room={room} what={`Round ${round.number} of ${room.roundCount}`} />
          <h1 id="home-title">{round.gameHome.title}</h1>
          <p className="muted">
            {home.city}, {home.region} · {home.sourceNote}
          </p>
        </div>
        <PartyCountdown deadline={round.deadline} serverNow={room.serverNow} />
      </header>
      <div className="party-round__gallery">
        <PictureGallery home={home} />
      </div>
      <aside className="party-round__guess card card--raised stack" aria-label="Guess the price">
        <h2>What's it worth?</h2>
        {guessBox}
        <SealedCount round={round} />
      </aside>
      {game && <HomeAboutSection home={home} showsFacts={rulesOf(game).showsFacts} className="party-round__facts" />}
      <HomeMapSection gameHome={round.gameHome} className="party-round__map" />
    </article>
  );
}

function Reveal({ room, round, reveal }: { room: PartyRoom; round: PartyRound; reveal: PartyReveal }) {
  const viewer = viewerOf(room);
  const mine = reveal.guesses.find((guess) => guess.seat === viewer?.seat);
  const { i18n } = useLingui();
  const closest = reveal.guesses.filter((guess) => guess.closest).map((guess) => guess.playerName);
  // The round left the page scrolled to its guess box: the reveal starts at its headline, not cut at the top edge.
  useEffect(() => {
    // A block, not an expression: Chromium's scrollTo returns a promise, which React would take for a clean-up.
    window.scrollTo({ top: 0 });
  }, [round.number]);
  return (
    <section className="party-reveal-view stack-lg" aria-labelledby="reveal-title">
      <header className="page-head">
        <RoomEyebrow room={room} what={`Round ${round.number} of ${room.roundCount}`} />
        <p className="muted">{round.gameHome.title}</p>
        <h1 id="reveal-title">
          {revealedPriceLabel(round.gameHome.home, i18n)}{' '}
          <span className="party-price">{formatPrice(reveal.actualPrice, reveal.currency)}</span>
        </h1>
        <p className="lead">
          {closest.length > 0 ? `Closest: ${listOfNames(closest)}.` : 'Nobody guessed this home.'}{' '}
          {mine
            ? `You guessed ${formatPrice(mine.amount, reveal.currency)}: +${mine.points} points.`
            : !viewer?.plays
              ? ''
              : round.viewerPlaysThisRound
                ? 'You did not guess in time.'
                : 'You play from the next round.'}
        </p>
        <NextRoundIn nextAt={reveal.nextAt} serverNow={room.serverNow} lastRound={round.number === room.roundCount} />
      </header>
      <div className="party-tables">
        <div className="card">
          <PartyRevealTable reveal={reveal} players={room.players} />
        </div>
        <div className="card">
          <PartyScoreboard players={room.players} />
        </div>
      </div>
    </section>
  );
}

function FinalStandings({ room }: { room: PartyRoom }) {
  const standings = standingsOf(room.players);
  const winners = standings.filter((standing) => standing.place === 1).map((standing) => standing.player);
  // A room that closed in its lobby (nobody started it for hours) has no game to show.
  const played = room.round !== null;
  const game = useGame(room.gameSlug).data?.game;
  const solo = game ? gamePaths(variantOf(game.variant)).gameStart(room.gameSlug) : null;
  return (
    <section className="party-final stack-lg" aria-labelledby="final-title">
      <header className="page-head">
        <RoomEyebrow room={room} what={played ? `${room.roundCount} homes played` : 'Closed'} />
        <h1 id="final-title">{played ? 'Final standings' : 'This room has closed'}</h1>
        <p className="lead">
          {!played
            ? 'Its game never started. Open a new room to play.'
            : winners.length > 0
              ? `${listOfNames(winners.map((winner) => winner.name))} ${winners.length === 1 ? 'wins' : 'win'} with ${winners[0].score} points.`
              : 'Nobody scored.'}
        </p>
      </header>
      {played && (
        <div className="card">
          <PartyScoreboard players={room.players} caption="Final standings" />
        </div>
      )}
      <div className="row">
        {played && viewerOf(room)?.isHost && <PlayAgainButton room={room} />}
        {played && !viewerOf(room)?.isHost && (
          <p className="muted">If the host plays again, this screen takes you to the next room.</p>
        )}
        <Link className="button button--secondary" to={pagePath('party', {})}>
          Host another party
        </Link>
        {solo && (
          <Link className="button button--secondary" to={solo}>
            Play {room.gameTitle} on your own
          </Link>
        )}
      </div>
    </section>
  );
}

/** Leaving keeps the seat and the score: joining again with the code gives them back. */
function LeaveRoom({ room }: { room: PartyRoom }) {
  const navigate = useNavigate();
  const [leave, { loading }] = useLeavePartyRoom();
  const [problem, setProblem] = useState<string | null>(null);
  if (room.status === 'FINISHED') return null;
  return (
    <footer className="party-leave">
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={loading}
        onClick={() =>
          void leave({ variables: { code: room.code } }).then(
            () => navigate(pagePath('party', {})),
            (error: unknown) => setProblem(errorMessage(error, "We couldn't leave the room. Please try again.")),
          )
        }
      >
        Leave the room
      </button>
      <span className="muted small"> Your seat and score wait for you if you come back.</span>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </footer>
  );
}
