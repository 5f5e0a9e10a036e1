import { Field, ID, Int, ObjectType } from 'type-graphql';
import { LeaderboardPeriodEnum } from '../../graphql/enums';

@ObjectType('LeaderboardRow')
export class LeaderboardRowType {
  @Field(() => Int)
  rank: number;

  @Field()
  playerName: string;

  @Field(() => Int)
  totalPoints: number;

  @Field(() => Int)
  guessCount: number;

  @Field()
  completedAt: Date;

  @Field(() => ID, { description: 'The session behind this row (its shareable result can be opened).' })
  sessionId: string;

  @Field({ description: 'Whether this row is the caller (by visitor token).' })
  isViewer: boolean;
}

@ObjectType('Leaderboard', {
  description: "A game's board for one period: each player's best completed session, ties to the earlier completion.",
})
export class LeaderboardType {
  @Field()
  gameSlug: string;

  @Field()
  gameTitle: string;

  @Field(() => LeaderboardPeriodEnum)
  period: LeaderboardPeriodEnum;

  @Field(() => [LeaderboardRowType])
  rows: LeaderboardRowType[];

  @Field(() => Int)
  totalPlayers: number;

  @Field(() => LeaderboardRowType, {
    nullable: true,
    description: "The caller's own row, even outside the rows returned.",
  })
  viewerRow: LeaderboardRowType | null;
}
