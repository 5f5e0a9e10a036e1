import { Field, ObjectType } from 'type-graphql';
import { ChallengePeriodEnum } from '../../graphql/enums';
import type { GameEntity } from '../game/game.entity';
import { GameType } from '../game/game.types';

@ObjectType('Challenge', {
  description:
    "The site's challenge of a period (GAME-RULES): one game, the same for every player, played once each, closed when its period ends.",
})
export class ChallengeType {
  @Field(() => ChallengePeriodEnum)
  period: ChallengePeriodEnum;

  @Field({ description: "The UTC day ('2026-11-25') or ISO week ('2026-W48') it is the challenge of." })
  periodKey: string;

  @Field(() => GameType, { description: "The challenge's game: its slug plays under the public game's pages." })
  game: GameEntity;

  @Field({ description: 'When its period started.' })
  startsAt: Date;

  @Field({ description: 'When it closes: no session starts and no guess is taken after it.' })
  endsAt: Date;

  @Field({ description: "When the next challenge of the period starts (its page's countdown)." })
  nextStartsAt: Date;
}
