import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { pagePath } from '@ballpark/common/page-routes';
import { PARTY_LIMITS } from '@ballpark/common/party-rules';
import { formatPrice } from '@ballpark/common/price-format';
import { Link, useSearchParams } from 'react-router';
import { HomesMap } from '../../features/map/HomesMap';
import { usePageTitle } from '../../features/page-title';
import { PlayAgainButton, StartButton } from '../../features/party/HostControls';
import { JoinQrCode } from '../../features/party/JoinQrCode';
import { NextRoundIn, PartyCountdown } from '../../features/party/PartyCountdown';
import { PartyRevealTable } from '../../features/party/PartyRevealTable';
import { PartyRoomGate } from '../../features/party/PartyRoomGate';
import { PartyScoreboard } from '../../features/party/PartyScoreboard';
import type { PartyReveal, PartyRoom, PartyRound } from '../../features/party/party-queries';
import { isAway, listOfNames, playersOf, standingsOf, winnersSentence } from '../../features/party/party-words';
import { SealedCount } from '../../features/party/SealedCount';
import { GuessFacts } from '../../features/play/round/HomeFacts';
import { HomePicture } from '../../features/play/HomePicture';
import { joinUrl } from '../../features/party/RoomLink';
import { revealedPriceLabel } from '../../features/play/round/price-words';
import './locales';

/**
 * party/:partyCode/screen — the room on a TV or a projector, for everyone to read from across the room: in the lobby
 * the code in large letters, the join link and its QR code; then each home large with its map, the timer and the
 * scores; each reveal; the final standings. Any seated player may open it; with the room's key (`?key=`, in the host's
 * link) any device may, seated or not, and it goes on showing the room when its host leaves.
 */
export function PartyScreenPage() {
  const screenKey = useSearchParams()[0].get('key');
  return (
    <PartyRoomGate screen="shared" screenKey={screenKey}>
      {(room) => <SharedScreen room={room} />}
    </PartyRoomGate>
  );
}

function SharedScreen({ room }: { room: PartyRoom }) {
  const { t } = useLingui();
  const code = room.code;
  usePageTitle(t`Room ${code}: shared screen`);
  let view;
  if (room.status === 'LOBBY') view = <Lobby room={room} />;
  else if (room.status === 'FINISHED') view = <Final room={room} />;
  else if (room.round?.reveal) view = <Reveal room={room} round={room.round} reveal={room.round.reveal} />;
  else if (room.round) view = <Round room={room} round={room.round} />;
  return (
    <div className="party-screen">
      {view}
      {room.players.some((player) => player.isViewer) && (
        <p className="party-screen__back">
          <Link to={pagePath('partyRoom', { partyCode: room.code })}>
            <Trans>Back to your own screen</Trans>
          </Link>
        </p>
      )}
    </div>
  );
}

function Lobby({ room }: { room: PartyRoom }) {
  const { t } = useLingui();
  const url = joinUrl(room.code);
  const viewer = room.players.find((player) => player.isViewer);
  const homes = room.roundCount;
  const seconds = room.roundSeconds;
  const seated = playersOf(room.players).filter((player) => player.active).length;
  const maxPlayers = PARTY_LIMITS.maxPlayers;
  const spelt = room.code.split('').join(' ');
  return (
    <section className="party-screen__lobby" aria-labelledby="screen-title">
      <div className="party-screen__join stack">
        <p className="eyebrow">
          {room.gameTitle} · {t`${homes} homes, ${seconds} s each`}
        </p>
        <h1 id="screen-title" className="party-screen__join-title">
          <Trans>Join with the code</Trans>
          <span className="party-code party-code--huge" aria-label={t`Code ${spelt}`}>
            {room.code}
          </span>
        </h1>
        <p className="party-screen__url">
          <Trans>
            at <strong>{url}</strong>
          </Trans>
        </p>
        <JoinQrCode url={url} />
      </div>
      <div className="party-screen__side stack">
        <h2>
          <Trans>Players</Trans>{' '}
          <span className="muted">
            <Trans>
              ({seated} of {maxPlayers})
            </Trans>
          </span>
        </h2>
        <ul className="party-chips">
          {room.players.map((player) => (
            <li key={player.seat} className={`party-chip${isAway(player) ? ' party-chip--away' : ''}`}>
              {player.name}
              {player.isHost && <span className="muted"> · {player.plays ? t`host` : t`presenting`}</span>}
              {isAway(player) && <span className="muted"> · {t`away`}</span>}
            </li>
          ))}
        </ul>
        {viewer?.isHost ? (
          <StartButton room={room} large />
        ) : (
          <p className="muted">
            <Trans>The host starts the game when everyone is in.</Trans>
          </p>
        )}
      </div>
    </section>
  );
}

function Round({ room, round }: { room: PartyRoom; round: PartyRound }) {
  const home = round.gameHome.home;
  const code = room.code;
  const number = round.number;
  const count = room.roundCount;
  // The main picture is the first photo, else the front drawing (HomePicture); the drawings follow.
  const others = home.photos.length > 0 ? home.pictures : home.pictures.slice(1);
  return (
    <section className="party-screen__round" aria-labelledby="screen-title">
      <header className="party-screen__head">
        <div>
          <p className="eyebrow">
            <Trans>
              Room {code} · Round {number} of {count}
            </Trans>
          </p>
          <h1 id="screen-title">{round.gameHome.title}</h1>
          <p className="muted">
            {home.city}, {home.region} · {home.sourceNote}
          </p>
        </div>
        <PartyCountdown deadline={round.deadline} serverNow={room.serverNow} />
      </header>
      <div className="party-screen__pictures">
        <HomePicture home={home} className="party-screen__main-picture" width={800} height={600} />
        {others.map((picture) => (
          <img key={picture.url} src={picture.url} alt={picture.alt} width={800} height={600} />
        ))}
      </div>
      <div className="party-screen__side stack">
        <SealedCount round={round} large />
        <GuessFacts home={home} />
        <PartyScoreboard players={room.players} large />
        <HomesMap
          compact
          homes={[
            {
              id: round.gameHome.id,
              title: round.gameHome.title,
              city: home.city,
              region: home.region,
              country: home.country,
              latitude: home.latitude,
              longitude: home.longitude,
            },
          ]}
        />
      </div>
    </section>
  );
}

function Reveal({ room, round, reveal }: { room: PartyRoom; round: PartyRound; reveal: PartyReveal }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale as BrandLocale;
  const closest = reveal.guesses.filter((guess) => guess.closest).map((guess) => guess.playerName);
  const names = listOfNames(closest, language);
  const code = room.code;
  const number = round.number;
  const count = room.roundCount;
  const title = round.gameHome.title;
  return (
    <section className="party-screen__reveal" aria-labelledby="screen-title">
      <header className="party-screen__head">
        <div>
          <p className="eyebrow">
            <Trans>
              Room {code} · Round {number} of {count} · {title}
            </Trans>
          </p>
          <h1 id="screen-title">
            {revealedPriceLabel(round.gameHome.home, i18n)}{' '}
            <span className="party-price party-price--huge">
              {formatPrice(reveal.actualPrice, reveal.currency, language)}
            </span>
          </h1>
          <p className="lead">{closest.length > 0 ? t`Closest: ${names}` : t`Nobody guessed this home.`}</p>
        </div>
        <NextRoundIn nextAt={reveal.nextAt} serverNow={room.serverNow} lastRound={round.number === room.roundCount} />
      </header>
      <HomePicture home={round.gameHome.home} className="party-screen__reveal-picture" width={800} height={600} />
      <div className="party-screen__side stack">
        <PartyRevealTable reveal={reveal} players={room.players} large />
        <PartyScoreboard players={room.players} large />
      </div>
    </section>
  );
}

function Final({ room }: { room: PartyRoom }) {
  const { t, i18n } = useLingui();
  const winners = standingsOf(room.players)
    .filter((standing) => standing.place === 1)
    .map((standing) => standing.player);
  const code = room.code;
  const title = room.gameTitle;
  return (
    <section className="party-screen__final stack-lg" aria-labelledby="screen-title">
      <p className="eyebrow">
        <Trans>
          Room {code} · {title}
        </Trans>
      </p>
      <h1 id="screen-title">{room.round ? t`Final standings` : t`This room has closed`}</h1>
      {room.round && winners.length > 0 && (
        <p className="party-screen__winner">
          <span aria-hidden="true">🏆 </span>
          {winnersSentence(winners, i18n)}
        </p>
      )}
      {room.round && <PartyScoreboard players={room.players} caption={t`Final standings`} large />}
      {room.round && room.players.some((player) => player.isViewer && player.isHost) && (
        <div className="row">
          <PlayAgainButton room={room} />
        </div>
      )}
    </section>
  );
}
