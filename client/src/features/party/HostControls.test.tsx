import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { of } from 'rxjs';
import { RemovePlayerButton, StartButton } from './HostControls';
import type { PartyPlayer, PartyRoom } from './party-queries';

const player = (seat: number, name: string): PartyPlayer => ({
  seat,
  name,
  score: 0,
  isHost: seat === 0,
  plays: seat !== 0,
  active: true,
  connected: true,
  isViewer: seat === 0,
});

const room = (players: PartyPlayer[]): PartyRoom => ({
  code: 'BFHK',
  status: 'LOBBY',
  gameSlug: 'house-prices-game',
  gameTitle: 'House prices game',
  screenKey: null,
  roundCount: 3,
  roundSeconds: 30,
  serverNow: new Date(0).toISOString(),
  nextRoomCode: null,
  players,
  round: null,
});

/** A client whose server answers every operation with `result`, and the operations it was asked. */
function clientAnswering(result: ApolloLink.Result) {
  const operations: string[] = [];
  const link = new ApolloLink((operation) => {
    operations.push(operation.operationName!);
    return of(result);
  });
  return { client: new ApolloClient({ cache: new InMemoryCache(), link }), operations };
}

describe('the host controls', () => {
  it('waits for players instead of offering a start the server refuses, and drops a refusal once the room changes', async () => {
    const refusal = 'The room needs at least one player.';
    const { client } = clientAnswering({
      errors: [new GraphQLError(refusal, { extensions: { code: 'CONFLICT' } })],
    });
    const presenter = player(0, 'Host');
    const view = (players: PartyPlayer[]) => (
      <ApolloProvider client={client}>
        <StartButton room={room(players)} />
      </ApolloProvider>
    );
    const { rerender } = render(view([presenter]));
    expect(screen.getByRole('button', { name: 'Waiting for players to join' })).toBeDisabled();

    rerender(view([presenter, player(1, 'Ana')]));
    await userEvent.click(screen.getByRole('button', { name: 'Start the game with 1 player' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);

    rerender(view([presenter, player(1, 'Ana'), player(2, 'Ben'), player(3, 'Cy')]));
    expect(screen.getByRole('button', { name: 'Start the game with 3 players' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a player only once the host has said so twice, and Keep leaves them', async () => {
    const { client, operations } = clientAnswering({ data: { removePartyPlayer: null } });
    const ana = player(1, 'Ana');
    render(
      <ApolloProvider client={client}>
        <RemovePlayerButton room={room([player(0, 'Host'), ana])} player={ana} />
      </ApolloProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ana from the room' }));
    expect(operations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.getByRole('button', { name: 'Remove Ana from the room' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Ana from the room' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove Ana: they cannot come back to this room' }));
    expect(operations).toEqual(['RemovePartyPlayer']);
  });
});
