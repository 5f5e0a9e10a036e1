import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GameHomeType } from '../game/game.types';

export enum PartyRoomStatusEnum {
  LOBBY = 'lobby',
  PLAYING = 'playing',
  FINISHED = 'finished',
}
registerEnumType(PartyRoomStatusEnum, { name: 'PartyRoomStatus', description: 'Where a party room is in its game.' });

@InputType({ description: 'Open a party room for a game of this site; the host takes seat 1.' })
export class CreatePartyRoomInput {
  @Field()
  gameSlug: string;

  @Field(() => Int, { description: '3, 5 or 10.' })
  roundCount: number;

  @Field(() => Int, { description: 'Seconds to guess each round, 10 to 120.' })
  roundSeconds: number;

  @Field({ description: "The host's name in the room, 1-40 characters." })
  playerName: string;

  @Field({
    defaultValue: true,
    description: 'False: the host presents the room on a shared screen and does not play (no guesses, no score).',
  })
  hostPlays: boolean;
}

@ObjectType('PartyPlayer', { description: 'A seat in a party room (removed players are not listed).' })
export class PartyPlayerType {
  @Field(() => Int)
  seat: number;

  @Field()
  name: string;

  @Field(() => Int, { description: 'Points of the revealed rounds.' })
  score: number;

  @Field()
  isHost: boolean;

  @Field({ description: 'False while the player has left the room (their seat and score wait for their return).' })
  active: boolean;

  @Field({ description: 'False for a host who only presents: not a player, never on the scoreboard.' })
  plays: boolean;

  @Field({ description: 'Whether one of their screens is following the room live (a phone asleep is not).' })
  connected: boolean;

  @Field()
  isViewer: boolean;
}

@ObjectType('PartyGuessResult', { description: "One player's guess in a revealed round." })
export class PartyGuessResultType {
  @Field(() => Int)
  seat: number;

  @Field()
  playerName: string;

  @Field(() => Int)
  amount: number;

  @Field(() => Int)
  points: number;

  @Field({ description: 'Nearest the price (every player tied nearest is).' })
  closest: boolean;
}

@ObjectType('PartyReveal', { description: 'What a round shows once revealed: never before.' })
export class PartyRevealType {
  @Field(() => Int)
  actualPrice: number;

  @Field()
  currency: string;

  @Field(() => [PartyGuessResultType], { description: 'Every guess of the round, nearest first.' })
  guesses: PartyGuessResultType[];

  @Field({ description: 'When the next round opens, or the room finishes.' })
  nextAt: Date;
}

@ObjectType('PartyRound', { description: 'The round being played or revealed. Guesses stay sealed until the reveal.' })
export class PartyRoundType {
  @Field(() => Int)
  number: number;

  @Field(() => GameHomeType)
  gameHome: GameHomeType;

  @Field({ description: "The server's deadline for guesses; compare with PartyRoom.serverNow, not the local clock." })
  deadline: Date;

  @Field(() => Int, { description: 'How many players have guessed (not who, nor what).' })
  guessCount: number;

  @Field(() => Int, {
    description: 'How many guesses reveal the round at once: the players in the room who play it (not late joiners).',
  })
  guessesExpected: number;

  @Field()
  viewerHasGuessed: boolean;

  @Field({ description: 'False for a player who joined during the round: they play from the next one.' })
  viewerPlaysThisRound: boolean;

  @Field(() => PartyRevealType, { nullable: true, description: 'Null until the round is revealed.' })
  reveal: PartyRevealType | null;
}

@ObjectType('PartyRoom', { description: 'A party room as one of its players, or its shared screen, sees it.' })
export class PartyRoomType {
  @Field({ description: 'The join code, 4 letters.' })
  code: string;

  @Field(() => PartyRoomStatusEnum)
  status: PartyRoomStatusEnum;

  @Field()
  gameSlug: string;

  @Field()
  gameTitle: string;

  @Field(() => Int)
  roundCount: number;

  @Field(() => Int)
  roundSeconds: number;

  @Field({ description: "The server's clock when this view was made, for correcting the local clock's offset." })
  serverNow: Date;

  @Field(() => String, {
    nullable: true,
    description:
      "The key that opens the room's shared screen (`partyRoom(code, screenKey)`): the host's alone, null for everyone else.",
  })
  screenKey: string | null;

  @Field(() => [PartyPlayerType], { description: 'By seat.' })
  players: PartyPlayerType[];

  @Field(() => PartyRoundType, { nullable: true, description: 'Null in the lobby.' })
  round: PartyRoundType | null;

  @Field(() => String, {
    nullable: true,
    description: 'Once the host has chosen "play again": the code of the room the group continues in.',
  })
  nextRoomCode: string | null;
}
