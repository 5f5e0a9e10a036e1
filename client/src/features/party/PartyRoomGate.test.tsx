import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import { of } from 'rxjs';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { render, screen } from '../../test/render';
import { PartyRoomGate } from './PartyRoomGate';

/** The room's page for a visitor the server refuses the room, with this message and reason. */
function refusedRoom(message: string, reason: string, language: BrandLocale = 'en') {
  const link = new ApolloLink(() =>
    of({ errors: [new GraphQLError(message, { extensions: { code: 'FORBIDDEN', reason } })] }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/party/BFHK']}>
        <Routes>
          <Route
            path="/party/:partyCode"
            element={<PartyRoomGate screen="player">{() => <p>The room</p>}</PartyRoomGate>}
          />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
    { language },
  );
}

describe('the room page of a visitor not seated', () => {
  it('offers the join form to someone who may join', async () => {
    refusedRoom('You are not in this room: join it with its code.', 'NOT_SEATED');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join room BFHK' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toBeInTheDocument();
  });

  it('tells a removed player once, with no join form to fail again', async () => {
    refusedRoom('The host removed you from this room.', 'REMOVED');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You can't come back to room BFHK" }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('The host removed you from this room.')).toHaveLength(1);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join or host another room' })).toHaveAttribute('href', '/party');
  });

  it('says at once that a room is full or has finished, before any name is typed', async () => {
    refusedRoom('This room is full (10 players).', 'FULL');
    expect(await screen.findByRole('heading', { level: 1, name: 'Room BFHK is full' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("speaks the brand's language", async () => {
    refusedRoom('La partida de esta sala ha terminado.', 'FINISHED', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'La sala BFHK ha terminado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entra en otra sala o crea una' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
