import { Field, ID, Int, ObjectType } from 'type-graphql';
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
