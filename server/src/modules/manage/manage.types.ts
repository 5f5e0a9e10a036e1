import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GameVariantEnum } from '../../graphql/enums';
import { GameHomeType } from '../game/game.types';

@ObjectType('ManagedGuess', { description: "One guess on a home as the game's managers see it (guesstimates-manage)." })
export class ManagedGuessType {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  amount: number;

  @Field(() => Int)
  points: number;

  @Field()
  guessedAt: Date;

  @Field(() => ID, { description: 'The session the guess was made in.' })
  sessionId: string;

  @Field({ description: "The player's name as they gave it, hidden or not." })
  playerName: string;

  @Field({ description: 'The public sees "Hidden player" instead of the name.' })
  nameHidden: boolean;

  @Field({ description: "The session counts for the boards (the player had not seen its homes' prices)." })
  sessionRanked: boolean;

  @Field()
  sessionCompleted: boolean;

  @Field({ description: 'A manager keeps the session off the boards.' })
  sessionExcluded: boolean;
}

@ObjectType('ManagedHomeGuesses', { description: 'Every guess on one home of a game, newest first, for its managers.' })
export class ManagedHomeGuessesType {
  @Field()
  gameSlug: string;

  @Field()
  gameTitle: string;

  @Field()
  leaderboardEnabled: boolean;

  @Field(() => GameHomeType)
  gameHome: GameHomeType;

  @Field(() => Int)
  totalCount: number;

  @Field(() => [ManagedGuessType])
  guesses: ManagedGuessType[];
}

@ObjectType('SessionModeration', { description: "A session's moderation as a manager's change left it." })
export class SessionModerationType {
  @Field(() => ID)
  sessionId: string;

  @Field()
  nameHidden: boolean;

  @Field()
  excluded: boolean;
}

@ObjectType('ManagedGame', { description: 'A game of the brand with how much it has been played (scoot-management).' })
export class ManagedGameType {
  @Field(() => ID)
  id: string;

  @Field()
  slug: string;

  @Field()
  title: string;

  @Field(() => GameVariantEnum)
  variant: GameVariantEnum;

  @Field()
  createdAt: Date;

  @Field(() => Int, { description: 'Sessions started, finished or not.' })
  sessionCount: number;

  @Field(() => Int)
  completedSessionCount: number;

  @Field(() => Int)
  guessCount: number;
}

@InputType('SocialLinkInput')
export class SocialLinkInput {
  @Field({ description: 'The network, in lower case: instagram.' })
  network: string;

  @Field()
  url: string;
}

@InputType('BrandColorsInput')
export class BrandColorsInput {
  @Field({ description: '#rrggbb' })
  primary: string;

  @Field({ description: '#rrggbb' })
  secondary: string;

  @Field({ description: '#rrggbb' })
  accent: string;
}

@InputType('BrandProfileInput', {
  description:
    "The whole editable profile of a brand (every field but its host name): texts as typed, '' for none. The rules are @ballpark/common/brand-profile.",
})
export class BrandProfileInput {
  @Field()
  displayName: string;

  @Field()
  description: string;

  @Field()
  tagline: string;

  @Field(() => BrandColorsInput)
  brandColors: BrandColorsInput;

  @Field()
  homeUrl: string;

  @Field()
  serviceEmail: string;

  @Field()
  whitelabelName: string;

  @Field()
  logoUrl: string;

  @Field({ description: 'One of SiteLayout, AgentLayout, MastheadLayout.' })
  layoutComponent: string;

  @Field({ description: 'One of GamesHome, AgentHome, NewsletterHome.' })
  homePageComponent: string;

  @Field({ description: "The slug of one of the brand's games, or ''." })
  brandedGameSlug: string;

  @Field({ description: 'en or es.' })
  locale: string;

  @Field()
  phone: string;

  @Field()
  officePhone: string;

  @Field()
  whatsapp: string;

  @Field()
  company: string;

  @Field()
  addressLine1: string;

  @Field()
  addressLine2: string;

  @Field()
  website: string;

  @Field()
  agentName: string;

  @Field()
  agentTitle: string;

  @Field(() => [String])
  specialties: string[];

  @Field(() => [String])
  coverageAreas: string[];

  @Field(() => [SocialLinkInput])
  socialMedia: SocialLinkInput[];

  @Field()
  location: string;

  @Field()
  propertyReference: string;

  @Field()
  googleAnalyticsId: string;
}
