import { joinCodeProblem, normaliseJoinCode } from '@ballpark/common/party-rules';
import { pagePath } from '@ballpark/common/page-routes';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useBrand } from '../brand/brand-context';
import { Redirect } from '../ui/Redirect';
import { errorCode, errorMessage } from '../ui/errors';
import { EmptyState, ErrorState, LoadingState } from '../ui/StatusViews';
import { JoinRoomForm } from './JoinRoomForm';
import { usePartyRoom, type PartyRoom } from './party-queries';
import { roomAnnouncement } from './party-words';

/**
 * What both screens of a room (a player's, the shared screen) show before the room itself: a code in the link that
 * cannot be one, a room that does not exist, the join form for a visitor not seated in it (the link `/party/CODE` is
 * the join link), loading and failure. Once seated, the room is followed live, and what changes in it is announced
 * to screen readers.
 */
export function PartyRoomGate({
  screen,
  children,
}: {
  screen: 'player' | 'shared';
  children: (room: PartyRoom) => ReactNode;
}) {
  const typed = useParams().partyCode ?? '';
  const { language } = useBrand();
  const { pathname } = useLocation();
  const code = normaliseJoinCode(typed);
  if (!code) {
    return (
      <div className="page--narrow">
        <EmptyState icon="🔍" title="That is not a room code" headingLevel={1}>
          <p className="muted">{joinCodeProblem(typed, language)}</p>
          <Link className="button" to={pagePath('party', {})}>
            Join or host a room
          </Link>
        </EmptyState>
      </div>
    );
  }
  // One address per room: `/party/bf-hk` becomes `/party/BFHK`.
  if (code !== typed) return <Redirect to={pathname.replace(`/party/${typed}`, `/party/${code}`)} />;
  return (
    <RoomQuery key={code} code={code} screen={screen}>
      {children}
    </RoomQuery>
  );
}

function RoomQuery({
  code,
  screen,
  children,
}: {
  code: string;
  screen: 'player' | 'shared';
  children: (room: PartyRoom) => ReactNode;
}) {
  const { data, error, loading, refetch } = usePartyRoom(code);
  const failure = errorCode(error);
  const room = failure ? undefined : data?.partyRoom;
  // Seated once on this page: a refusal now means the viewer left or was removed, which the join form tells.
  const [wasSeated, setWasSeated] = useState(false);
  if (room && !wasSeated) setWasSeated(true);
  const announcement = room ? roomAnnouncement(room) : null;

  let content: ReactNode;
  // The host chose "play again": the group is already seated in the next room, and every screen moves there.
  if (room?.nextRoomCode)
    content = (
      <Redirect to={pagePath(screen === 'shared' ? 'partyScreen' : 'partyRoom', { partyCode: room.nextRoomCode })} />
    );
  else if (room) content = children(room);
  else if (failure === 'NOT_FOUND') content = <NoSuchRoom code={code} />;
  else if (failure === 'FORBIDDEN')
    content = (
      <JoinThisRoom
        code={code}
        screen={screen}
        // The server's own words: the host removed you, or you are not in the room (you left).
        refusal={wasSeated ? errorMessage(error) : null}
        onJoined={() => void refetch().catch(() => {})}
      />
    );
  else if (loading) content = <LoadingState label="Loading the room" />;
  else
    content = (
      <ErrorState
        headingLevel={1}
        title="We couldn't load the room"
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

function NoSuchRoom({ code }: { code: string }) {
  return (
    <div className="page--narrow">
      <EmptyState icon="🔍" title={`No room has the code ${code}`} headingLevel={1}>
        <p className="muted">Check the code with your host: it may have been read out wrong, or the room has closed.</p>
        <Link className="button" to={pagePath('party', {})}>
          Join or host a room
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
  return (
    <div className="page--narrow stack-lg">
      <header className="page-head">
        <p className="eyebrow">Party room</p>
        <h1>
          Join room <span className="party-code">{code}</span>
        </h1>
        {refusal ? (
          <p className="lead" role="alert">
            {refusal}
          </p>
        ) : (
          <p className="lead">
            {screen === 'shared'
              ? 'The shared screen shows a room to its players: join it first, then open this screen again.'
              : 'Pick a name, and you are in. The host starts the game when everyone is there.'}
          </p>
        )}
      </header>
      <section className="card card--raised stack" aria-label={`Join room ${code}`}>
        <JoinRoomForm code={code} onJoined={onJoined} />
      </section>
      <p className="muted">
        Another room? <Link to={pagePath('party', {})}>Join or host one</Link>.
      </p>
    </div>
  );
}
