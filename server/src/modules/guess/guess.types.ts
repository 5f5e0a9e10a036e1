import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GameHomeType } from '../game/game.types';

@ObjectType('HomeGuess', { description: "One player's guess for a home." })
export class HomeGuessType {
  @Field(() => ID)
  id: string;

  @Field()
  playerName: string;

  @Field(() => Int)
  amount: number;

  @Field(() => Int)
  points: number;

  @Field()
  emoji: string;

  @Field()
  guessedAt: Date;

  @Field()
  isViewer: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The player's one-line reason (community games), if they left one.",
  })
  reason: string | null;
}

@ObjectType('HomeGuesses', {
  description: 'Everyone\'s guesses for one home of a game ("guesstimates"), only for a viewer who has guessed it.',
})
export class HomeGuessesType {
  @Field(() => GameHomeType)
  gameHome: GameHomeType;

  @Field(() => Int)
  actualPrice: number;

  @Field(() => String, { nullable: true, description: "The host's commentary on the home, where the game has one." })
  commentary: string | null;

  @Field()
  currency: string;

  @Field(() => Int)
  totalCount: number;

  @Field(() => Int, { nullable: true, description: 'Average guess, rounded.' })
  averageGuess: number | null;

  @Field(() => [HomeGuessType], { description: 'Newest first.' })
  guesses: HomeGuessType[];
}

@ObjectType('GuessResult', {
  description:
    "A locked guess and its score. amount, actualPrice and diffPercent are null for a viewer who is not the session's player and has not guessed this home themselves.",
})
export class GuessResultType {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { nullable: true, description: 'The guessed price.' })
  amount: number | null;

  @Field(() => Int, { nullable: true, description: 'The actual price of the home.' })
  actualPrice: number | null;

  @Field()
  currency: string;

  @Field(() => Float, { nullable: true, description: '(guess - actual) / actual * 100.' })
  diffPercent: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The host's commentary on the home (arizona-house-price-guess), shown as the price is: to a viewer who has guessed it.",
  })
  commentary: string | null;

  @Field(() => Int, { description: 'Points scored, 0-100.' })
  points: number;

  @Field({ description: 'A word on the guess, e.g. "Amazing guess!".' })
  feedback: string;

  @Field({ description: 'Emoji tier of the points.' })
  emoji: string;

  @Field()
  guessedAt: Date;
}

@InputType({ description: 'Lock a price guess for one home of a session.' })
export class SubmitGuessInput {
  @Field(() => ID)
  sessionId: string;

  @Field(() => ID, { description: 'The GameHome id of the round.' })
  gameHomeId: string;

  @Field(() => Int, {
    description: "Guessed price in the home's currency, a whole number from 1,000 to 1,000,000,000.",
  })
  amount: number;
}
