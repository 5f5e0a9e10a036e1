import { Trans, useLingui } from '@lingui/react/macro';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { joinCodeProblem, normaliseJoinCode, type PartyRefusalReason } from '@ballpark/common/party-rules';
import { pagePath } from '@ballpark/common/page-routes';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useBrand } from '../brand/brand-context';
import { Redirect } from '../ui/Redirect';
import { errorCode, errorMessage } from '../ui/errors';
import { EmptyState, ErrorState, LoadingState } from '../ui/StatusViews';
import { JoinRoomForm } from './JoinRoomForm';
import { usePartyRoom, type PartyRoom } from './party-queries';
import { screenPath } from './RoomLink';
import { roomAnnouncement } from './party-words';
import './locales';

/**
 * Why the server refuses a visitor the room (the refusal's `reason`, party.service.ts `seatOf`): NOT_SEATED may join
 * with a name; the others cannot, and are told so at once rather than invited to type a name the join would refuse.
 */
type Refusal = Extract<PartyRefusalReason, 'NOT_SEATED' | 'REMOVED' | 'FINISHED' | 'FULL'>;
const ROOM_REFUSALS: readonly string[] = ['NOT_SEATED', 'REMOVED', 'FINISHED', 'FULL'] satisfies Refusal[];

export function refusalOf(error: unknown): Refusal | null {
  if (errorCode(error) !== 'FORBIDDEN' || !CombinedGraphQLErrors.is(error)) return null;
  const reason = error.errors[0]?.extensions?.reason;
  return typeof reason === 'string' && ROOM_REFUSALS.includes(reason) ? (reason as Refusal) : null;
}

/**
 * What both screens of a room (a player's, the shared screen) show before the room itself: a code in the link that
 * cannot be one, a room that does not exist, the join form for a visitor not seated in it (the link `/party/CODE` is
 * the join link), or why they cannot join (removed, the room finished or full), loading and failure. Once seated, the
 * room is followed live, and what changes in it is announced to screen readers.
 */
export function PartyRoomGate({
  screen,
  screenKey = null,
  children,
}: {
  screen: 'player' | 'shared';
  /** The shared screen's key (the host's link has it): the room shows without a seat. */
  screenKey?: string | null;
  children: (room: PartyRoom) => ReactNode;
}) {
  const typed = useParams().partyCode ?? '';
  const { language } = useBrand();
  const { pathname } = useLocation();
  const { t } = useLingui();
  const code = normaliseJoinCode(typed);
  if (!code) {
    return <NotARoom headline={t`That is not a room code`}>{joinCodeProblem(typed, language)}</NotARoom>;
  }
  // One address per room: `/party/bf-hk` becomes `/party/BFHK`.
  if (code !== typed) return <Redirect to={pathname.replace(`/party/${typed}`, `/party/${code}`)} />;
  return (
    <RoomQuery key={code} code={code} screen={screen} screenKey={screenKey}>
      {children}
    </RoomQuery>
  );
}

function RoomQuery({
  code,
  screen,
  screenKey,
  children,
}: {
  code: string;
  screen: 'player' | 'shared';
  screenKey: string | null;
  children: (room: PartyRoom) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { data, error, loading, refetch } = usePartyRoom(code, screenKey);
  const failure = errorCode(error);
  const room = failure ? undefined : data?.partyRoom;
  // Seated once on this page: a refusal now means the viewer left, which the join form tells.
  const [wasSeated, setWasSeated] = useState(false);
  if (room && !wasSeated) setWasSeated(true);
  const announcement = room ? roomAnnouncement(room, i18n) : null;
  const refusal = refusalOf(error);

  let content: ReactNode;
  // The host chose "play again": the group is already seated in the next room, and every screen moves there (the
  // next room keeps the screen's key).
  if (room?.nextRoomCode)
    content = (
      <Redirect
        to={
          screen === 'shared'
            ? screenPath(room.nextRoomCode, screenKey)
            : pagePath('partyRoom', { partyCode: room.nextRoomCode })
        }
      />
    );
  else if (room) content = children(room);
  else if (failure === 'NOT_FOUND')
    content = (
      <NotARoom headline={t`No room has the code ${code}`}>
        <Trans>Check the code with your host: it may have been read out wrong, or the room has closed.</Trans>
      </NotARoom>
    );
  else if (refusal === 'NOT_SEATED')
    content = (
      <JoinThisRoom
        code={code}
        screen={screen}
        // The server's own words: you are not in the room (you left).
        refusal={wasSeated ? errorMessage(error, undefined, i18n) : null}
        onJoined={() => void refetch().catch(() => {})}
      />
    );
  else if (refusal)
    content = (
      <CannotJoin code={code} refusal={refusal}>
        {/* The server's own words: removed by the host, the game has finished, the room is full. */}
        {errorMessage(error, undefined, i18n)}
      </CannotJoin>
    );
  else if (loading) content = <LoadingState label={t`Loading the room`} />;
  else
    content = (
      <ErrorState
        headingLevel={1}
        title={t`We couldn't load the room`}
        error={error}
        onRetry={() => void refetch().catch(() => {})}
      />
    );
  return (
    <>
      {/* Always in the page, so that what it says next is announced (a live region added with its words is not). */}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {content}
    </>
  );
}

function NotARoom({ headline, children }: { headline: string; children: ReactNode }) {
  return (
    <div className="page--narrow">
      <EmptyState icon="🔍" title={headline} headingLevel={1}>
        <p className="muted">{children}</p>
        <Link className="button" to={pagePath('party', {})}>
          <Trans>Join or host a room</Trans>
        </Link>
      </EmptyState>
    </div>
  );
}

/** A room the visitor cannot join: said once, with the way to another room, and no name to type in vain. */
function CannotJoin({ code, refusal, children }: { code: string; refusal: Refusal; children: ReactNode }) {
  const { t } = useLingui();
  const icon = refusal === 'FINISHED' ? '🏁' : refusal === 'FULL' ? '🪑' : '🚪';
  let title;
  if (refusal === 'FINISHED') title = t`Room ${code} has finished`;
  else if (refusal === 'FULL') title = t`Room ${code} is full`;
  else title = t`You can't come back to room ${code}`;
  return (
    <div className="page--narrow">
      <EmptyState icon={icon} title={title} headingLevel={1}>
        <p className="muted" role="status">
          {children}
        </p>
        <Link className="button" to={pagePath('party', {})}>
          <Trans>Join or host another room</Trans>
        </Link>
      </EmptyState>
    </div>
  );
}

function JoinThisRoom({
  code,
  screen,
  refusal,
  onJoined,
}: {
  code: string;
  screen: 'player' | 'shared';
  refusal: string | null;
  onJoined: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="page--narrow stack-lg">
      <header className="page-head">
        <p className="eyebrow">
          <Trans>Party room</Trans>
        </p>
        <h1>
          <Trans>
            Join room <span className="party-code">{code}</span>
          </Trans>
        </h1>
        {refusal ? (
          <p className="lead" role="alert">
            {refusal}
          </p>
        ) : (
          <p className="lead">
            {screen === 'shared' ? (
              <Trans>The shared screen shows a room to its players: join it first, then open this screen again.</Trans>
            ) : (
              <Trans>Pick a name, and you are in. The host starts the game when everyone is there.</Trans>
            )}
          </p>
        )}
      </header>
      <section className="card card--raised stack" aria-label={t`Join room ${code}`}>
        <JoinRoomForm code={code} onJoined={onJoined} />
      </section>
      <p className="muted">
        <Trans>
          Another room? <Link to={pagePath('party', {})}>Join or host one</Link>.
        </Trans>
      </p>
    </div>
  );
}
