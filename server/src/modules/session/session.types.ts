import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PerformanceRatingEnum } from '../../graphql/enums';
import { GameHomeType, GameType } from '../game/game.types';
import { GuessResultType } from '../guess/guess.types';

@ObjectType('SessionRound', { description: 'One round of a session: the home and, once guessed, the result.' })
export class SessionRoundType {
  @Field(() => Int)
  round: number;

  @Field(() => GameHomeType)
  gameHome: GameHomeType;

  @Field(() => GuessResultType, { nullable: true })
  result: GuessResultType | null;
}

@ObjectType('PlaySession', { description: "One player's run through a game." })
export class PlaySessionType {
  @Field(() => ID)
  id: string;

  @Field()
  playerName: string;

  @Field(() => GameType)
  game: GameType;

  @Field()
  startedAt: Date;

  @Field(() => Date, { nullable: true })
  completedAt: Date | null;

  @Field()
  isComplete: boolean;

  @Field({ description: 'Whether the caller (by visitor token) is the player of this session.' })
  isMine: boolean;

  @Field({
    description:
      'Whether the session still plays under the guest name: its game asks the name at the end (klavo) and its player has not given it yet.',
  })
  awaitsName: boolean;

  @Field({
    description:
      "Whether this session counts for the boards: none of its homes' prices had been shown to its player before it started (checked again when it completes). Otherwise it is practice: scored as usual, never on a board.",
  })
  ranked: boolean;

  @Field(() => Int)
  roundCount: number;

  @Field(() => Int)
  guessCount: number;

  @Field(() => Int)
  totalPoints: number;

  @Field(() => Int)
  maxPoints: number;

  @Field(() => PerformanceRatingEnum)
  rating: PerformanceRatingEnum;

  @Field(() => Int, {
    nullable: true,
    description:
      "This run's rank on the game's all-time board, once complete; null for practice and for a run the board does not show (not the player's best).",
  })
  rank: number | null;

  @Field(() => Int, { description: "Players on the game's all-time board." })
  playerCount: number;

  @Field(() => String, {
    nullable: true,
    description:
      'Where the run stands, worded as on the share card ("#4 of 12 · top 34%", or why an older run is not on the board); null while unfinished and for practice.',
  })
  standing: string | null;

  @Field(() => [SessionRoundType], { description: "The session's own homes, in round order." })
  rounds: SessionRoundType[];

  @Field(() => SessionRoundType, {
    nullable: true,
    description: 'The first round not yet guessed; null when complete.',
  })
  nextRound: SessionRoundType | null;
}

@ObjectType('SubmitGuessPayload', {
  description: "What a guess changes: its result, its round, the session's totals and the next round to play.",
})
export class SubmitGuessPayloadType {
  @Field(() => GuessResultType)
  result: GuessResultType;

  @Field(() => Int, { description: 'The round this guess locked.' })
  round: number;

  @Field(() => SessionRoundType, {
    nullable: true,
    description: 'The next round to play; null once every home is guessed. The same as session.nextRound, cheaper.',
  })
  nextRound: SessionRoundType | null;

  @Field(() => PlaySessionType)
  session: PlaySessionType;
}

@ObjectType('ShareableRound', { description: 'A round of a shareable result: score and emoji only.' })
export class ShareableRoundType {
  @Field(() => Int)
  round: number;

  @Field(() => Int, { nullable: true, description: 'Null while the round is not guessed.' })
  points: number | null;

  @Field({ description: 'Emoji tier, or ⬜ for a round not played.' })
  emoji: string;
}

@ObjectType('ShareableResult', {
  description:
    'A result safe to post anywhere. It has no price fields at all: neither actual prices nor guesses (a guess and its error would reveal the price).',
})
export class ShareableResultType {
  @Field(() => ID)
  sessionId: string;

  @Field()
  playerName: string;

  @Field()
  gameSlug: string;

  @Field()
  gameTitle: string;

  @Field(() => Int)
  totalPoints: number;

  @Field(() => Int)
  maxPoints: number;

  @Field(() => PerformanceRatingEnum)
  rating: PerformanceRatingEnum;

  @Field()
  isComplete: boolean;

  @Field({ description: 'False for a practice session: scored as usual, never on a board.' })
  ranked: boolean;

  @Field(() => Int, { nullable: true, description: 'Null until complete, and for practice.' })
  rank: number | null;

  @Field(() => Int)
  playerCount: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The share of the board at or above this rank, 1-100 ("top 34%"), from ten players on; else null.',
  })
  percentile: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Where the run stands, in the same words as the card and the results page; null while unfinished and for practice.',
  })
  standing: string | null;

  @Field(() => [ShareableRoundType])
  rounds: ShareableRoundType[];

  @Field({ description: 'Wordle-style text to copy: emojis, total, rating and a link to play.' })
  shareText: string;

  @Field({ description: 'Absolute link to play the same game.' })
  playUrl: string;
}

@ObjectType('ShareableHomeResult', {
  description:
    "One home's result of a session (a roundup's per-home share), as safe to post as ShareableResult: no price fields at all, neither the actual price nor the guess.",
})
export class ShareableHomeResultType {
  @Field(() => ID)
  sessionId: string;

  @Field()
  playerName: string;

  @Field()
  gameSlug: string;

  @Field()
  gameTitle: string;

  @Field(() => GameHomeType, { description: 'The home: public facts only.' })
  gameHome: GameHomeType;

  @Field(() => Int, { nullable: true, description: 'Null while the home is not guessed.' })
  points: number | null;

  @Field({ description: 'Emoji tier, or ⬜ while the home is not guessed.' })
  emoji: string;

  @Field(() => String, {
    nullable: true,
    description: 'A word on the guess, e.g. "Amazing guess!"; null while not guessed.',
  })
  feedback: string | null;

  @Field(() => Int, { description: "How many of the session's homes are guessed." })
  guessCount: number;

  @Field(() => Int, { description: 'How many homes the session has.' })
  roundCount: number;

  @Field({ description: "Text to copy: the home, the guess's emoji, points and feedback, and a link to play." })
  shareText: string;

  @Field({ description: 'Absolute link to play the same game.' })
  playUrl: string;
}

@InputType({ description: 'Start a session of a game.' })
export class StartSessionInput {
  @Field()
  gameSlug: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Shown on leaderboards; 1-40 characters. Required, except where the game asks the name at the end (klavo): there it is left out and given by nameSession.',
  })
  playerName?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The token from the host, for a game entered by token (Game.entryByToken); each token starts one session.',
  })
  entryToken?: string | null;
}

@InputType({ description: 'Start a session of the game an entry token from its host belongs to.' })
export class StartSessionWithTokenInput {
  @Field({ description: 'The token from the host; it starts one session, once.' })
  entryToken: string;

  @Field(() => String, {
    nullable: true,
    description:
      "Shown on leaderboards; 1-40 characters. Required, except where the token's game asks the name at the end (klavo): there it is asked by nameSession once the game is complete.",
  })
  playerName?: string | null;
}
