import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { pagePath } from '@ballpark/common/page-routes';
import { PARTY_LIMITS } from '@ballpark/common/party-rules';
import { formatPrice } from '@ballpark/common/price-format';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useGame } from '../../features/game/game-queries';
import { rulesOf, variantOf } from '../../features/game/variant-rules';
import { usePageTitle } from '../../features/page-title';
import { PlayAgainButton, RemovePlayerButton, StartButton } from '../../features/party/HostControls';
import { SealedCount } from '../../features/party/SealedCount';
import { NextRoundIn, PartyCountdown } from '../../features/party/PartyCountdown';
import { PartyRevealTable } from '../../features/party/PartyRevealTable';
import { PartyRoomGate } from '../../features/party/PartyRoomGate';
import { PartyScoreboard } from '../../features/party/PartyScoreboard';
import {
  useLeavePartyRoom,
  useSubmitPartyGuess,
  type PartyReveal,
  type PartyRoom,
  type PartyRound,
} from '../../features/party/party-queries';
import { isAway, listOfNames, playersOf, standingsOf, winnersSentence } from '../../features/party/party-words';
import { RoomLink, screenPath } from '../../features/party/RoomLink';
import { useSecondsLeft } from '../../features/party/server-clock';
import { GuessFacts } from '../../features/play/round/HomeFacts';
import { HomeAboutSection, HomeMapSection } from '../../features/play/round/HomeSections';
import { PictureGallery } from '../../features/play/PictureGallery';
import { PriceGuessForm } from '../../features/play/PriceGuessForm';
import { errorMessage } from '../../features/ui/errors';
import { gamePaths } from '../../paths';
import { revealedPriceLabel } from '../../features/play/round/price-words';
import './locales';

/**
 * party/:partyCode — a player's screen of a party room, phone first: the join form for a visitor not seated (this is
 * the join link), the lobby, each round (the home, the timer, the sealed guess), its reveal, and the final standings.
 */
export function PartyRoomPage() {
  return <PartyRoomGate screen="player">{(room) => <PlayerScreen room={room} />}</PartyRoomGate>;
}

function PlayerScreen({ room }: { room: PartyRoom }) {
  const { t } = useLingui();
  const code = room.code;
  usePageTitle(t`Party room ${code}`);
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
      <Trans>Room</Trans> <span className="party-code party-code--small">{room.code}</span> · {room.gameTitle} · {what}
    </p>
  );
}

function Lobby({ room }: { room: PartyRoom }) {
  const { t } = useLingui();
  const isHost = viewerOf(room)?.isHost ?? false;
  const code = room.code;
  const host = room.players.find((player) => player.isHost);
  const hostName = host?.name;
  const homes = room.roundCount;
  const seconds = room.roundSeconds;
  const seated = playersOf(room.players).filter((player) => player.active).length;
  const maxPlayers = PARTY_LIMITS.maxPlayers;
  return (
    <section className="party-lobby stack-lg" aria-labelledby="lobby-title">
      <header className="page-head">
        <RoomEyebrow room={room} what={t`${homes} homes, ${seconds} s each`} />
        <h1 id="lobby-title">
          <Trans>
            Room <span className="party-code">{code}</span>
          </Trans>
        </h1>
        <p className="lead">
          {isHost
            ? t`Friends join with this code, or with the link. Start when everyone is in.`
            : hostName
              ? t`You are in. ${hostName} starts the game when everyone is there.`
              : t`You are in. The host starts the game when everyone is there.`}
        </p>
      </header>
      <div className="card stack">
        <h2>
          <Trans>Join link</Trans>
        </h2>
        <RoomLink code={room.code} />
        <p>
          <Link to={screenPath(room.code, room.screenKey)}>
            <Trans>Open the shared screen</Trans>
          </Link>{' '}
          <span className="muted">
            <Trans>
              for a TV or a projector: the code in large letters, a QR code to join, then the homes and the scores.
            </Trans>
          </span>
        </p>
      </div>
      <section className="card stack" aria-labelledby="players-title">
        <h2 id="players-title">
          <Trans>Players</Trans>{' '}
          <span className="muted">
            <Trans>
              ({seated} of {maxPlayers})
            </Trans>
          </span>
        </h2>
        <ul className="party-players">
          {room.players.map((player) => (
            <li key={player.seat} className={player.isViewer ? 'is-viewer' : undefined}>
              <span className="party-players__name">{player.name}</span>
              {player.isHost && <span className="chip">{player.plays ? t`Host` : t`Host, presenting`}</span>}
              {player.isViewer && (
                <span className="you-badge">
                  <Trans>You</Trans>
                </span>
              )}
              {isAway(player) && (
                <span className="muted">
                  <Trans>away</Trans>
                </span>
              )}
              {isHost && !player.isViewer && <RemovePlayerButton room={room} player={player} />}
            </li>
          ))}
        </ul>
        {isHost ? (
          <StartButton room={room} large />
        ) : (
          <p className="muted" role="status">
            {hostName ? t`Waiting for ${hostName} to start…` : t`Waiting for the host to start…`}
          </p>
        )}
      </section>
    </section>
  );
}

function Round({ room, round }: { room: PartyRoom; round: PartyRound }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale as BrandLocale;
  const home = round.gameHome.home;
  const left = useSecondsLeft(round.deadline, room.serverNow);
  const game = useGame(room.gameSlug).data?.game;
  const [guess, { loading }] = useSubmitPartyGuess();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sealedAmount, setSealedAmount] = useState<number | null>(null);
  const number = round.number;
  const count = room.roundCount;

  async function submit(amount: number) {
    setServerError(null);
    try {
      await guess({ variables: { code: room.code, amount } });
      setSealedAmount(amount);
    } catch (error) {
      setServerError(errorMessage(error, t`We couldn't send your guess. Please try again.`, i18n));
    }
  }

  let guessBox;
  if (!viewerOf(room)?.plays)
    guessBox = (
      <p className="notice" role="status">
        <span>
          <Trans>You present this room: the players guess on their phones.</Trans>{' '}
          <Link to={screenPath(room.code, room.screenKey)}>
            <Trans>Open the shared screen</Trans>
          </Link>
        </span>
      </p>
    );
  else if (!round.viewerPlaysThisRound)
    guessBox = (
      <p className="notice" role="status">
        <Trans>You joined during this round: watch this one, you play from the next round.</Trans>
      </p>
    );
  else if (round.viewerHasGuessed) {
    const sealed = sealedAmount === null ? null : formatPrice(sealedAmount, home.currency, language);
    guessBox = (
      <p className="notice notice--accent" role="status">
        {/* One flex item: a notice spreads its children apart. */}
        <span>
          <span aria-hidden="true">🔒 </span>
          {sealed
            ? t`Your guess is sealed: ${sealed}. The price shows when everyone has guessed or the time is up.`
            : t`Your guess is sealed. The price shows when everyone has guessed or the time is up.`}
        </span>
      </p>
    );
  } else if (left === 0)
    guessBox = (
      <p className="notice" role="status">
        <Trans>Time is up: the price shows in a moment.</Trans>
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
          <RoomEyebrow room={room} what={t`Round ${number} of ${count}`} />
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
      <aside className="party-round__guess card card--raised stack" aria-label={t`Guess the price`}>
        <h2>
          <Trans>What's it worth?</Trans>
        </h2>
        {guessBox}
        <SealedCount round={round} />
      </aside>
      {game && <HomeAboutSection home={home} showsFacts={rulesOf(game).showsFacts} className="party-round__facts" />}
      <HomeMapSection gameHome={round.gameHome} className="party-round__map" />
    </article>
  );
}

function Reveal({ room, round, reveal }: { room: PartyRoom; round: PartyRound; reveal: PartyReveal }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale as BrandLocale;
  const viewer = viewerOf(room);
  const mine = reveal.guesses.find((guess) => guess.seat === viewer?.seat);
  const closest = reveal.guesses.filter((guess) => guess.closest).map((guess) => guess.playerName);
  const names = listOfNames(closest, language);
  const number = round.number;
  const count = room.roundCount;
  // The round left the page scrolled to its guess box: the reveal starts at its headline, not cut at the top edge.
  useEffect(() => {
    // A block, not an expression: Chromium's scrollTo returns a promise, which React would take for a clean-up.
    window.scrollTo({ top: 0 });
  }, [round.number]);
  let yours = '';
  if (mine) {
    const amount = formatPrice(mine.amount, reveal.currency, language);
    const points = mine.points;
    yours = t`You guessed ${amount}: +${points} points.`;
  } else if (viewer?.plays)
    yours = round.viewerPlaysThisRound ? t`You did not guess in time.` : t`You play from the next round.`;
  return (
    <section className="party-reveal-view stack-lg" aria-labelledby="reveal-title">
      <header className="page-head">
        <RoomEyebrow room={room} what={t`Round ${number} of ${count}`} />
        <p className="muted">{round.gameHome.title}</p>
        <h1 id="reveal-title">
          {revealedPriceLabel(round.gameHome.home, i18n)}{' '}
          <span className="party-price">{formatPrice(reveal.actualPrice, reveal.currency, language)}</span>
        </h1>
        <p className="lead">
          {closest.length > 0 ? t`Closest: ${names}.` : t`Nobody guessed this home.`} {yours}
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
  const { t, i18n } = useLingui();
  const standings = standingsOf(room.players);
  const winners = standings.filter((standing) => standing.place === 1).map((standing) => standing.player);
  // A room that closed in its lobby (nobody started it for hours) has no game to show.
  const played = room.round !== null;
  const game = useGame(room.gameSlug).data?.game;
  const solo = game ? gamePaths(variantOf(game.variant)).gameStart(room.gameSlug) : null;
  const homes = room.roundCount;
  const title = room.gameTitle;
  let lead;
  if (!played) lead = t`Its game never started. Open a new room to play.`;
  else if (winners.length > 0) lead = winnersSentence(winners, i18n);
  else lead = t`Nobody scored.`;
  return (
    <section className="party-final stack-lg" aria-labelledby="final-title">
      <header className="page-head">
        <RoomEyebrow room={room} what={played ? t`${homes} homes played` : t`Closed`} />
        <h1 id="final-title">{played ? t`Final standings` : t`This room has closed`}</h1>
        <p className="lead">{lead}</p>
      </header>
      {played && (
        <div className="card">
          <PartyScoreboard players={room.players} caption={t`Final standings`} />
        </div>
      )}
      <div className="row">
        {played && viewerOf(room)?.isHost && <PlayAgainButton room={room} />}
        {played && !viewerOf(room)?.isHost && (
          <p className="muted">
            <Trans>If the host plays again, this screen takes you to the next room.</Trans>
          </p>
        )}
        <Link className="button button--secondary" to={pagePath('party', {})}>
          <Trans>Host another party</Trans>
        </Link>
        {solo && (
          <Link className="button button--secondary" to={solo}>
            <Trans>Play {title} on your own</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}

/** Leaving keeps the seat and the score: joining again with the code gives them back. */
function LeaveRoom({ room }: { room: PartyRoom }) {
  const { t, i18n } = useLingui();
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
            (error: unknown) => setProblem(errorMessage(error, t`We couldn't leave the room. Please try again.`, i18n)),
          )
        }
      >
        <Trans>Leave the room</Trans>
      </button>
      <span className="muted small">
        {' '}
        <Trans>Your seat and score wait for you if you come back.</Trans>
      </span>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </footer>
  );
}
