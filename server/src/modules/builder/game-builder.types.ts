import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GameVariantEnum, ScoringModeEnum } from '../../graphql/enums';

export enum GameVisibilityEnum {
  PUBLIC = 'public',
  UNLISTED = 'unlisted',
}
registerEnumType(GameVisibilityEnum, {
  name: 'GameVisibility',
  description: 'Whether a published game is listed on the site, or played only through its link.',
});

export enum GameStatusEnum {
  DRAFT = 'draft',
  PUBLISHED = 'published',
}
registerEnumType(GameStatusEnum, {
  name: 'GameStatus',
  description: 'A draft is seen only by those who manage it; a published game is playable.',
});

export enum PastedUrlStatusEnum {
  ADDED = 'added',
  REUSED = 'reused',
  ALREADY_IN_GAME = 'alreadyInGame',
  FAILED = 'failed',
}
registerEnumType(PastedUrlStatusEnum, {
  name: 'PastedUrlStatus',
  description:
    'What became of a pasted listing URL: a new home, a known listing reused (pasted before or in the catalogue), one the game already has, or nothing (see the message).',
});

@InputType({
  description: "A game's settings, as the builder's form sets them (limits in common/src/game-builder.ts).",
})
export class GameSettingsInput {
  @Field()
  title: string;

  @Field({ defaultValue: '' })
  description: string;

  @Field(() => GameVariantEnum)
  variant: GameVariantEnum;

  @Field(() => Int, { description: '3, 5, 10, or a custom count from 2 to 20.' })
  roundCount: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The pool the game needs before it is published (at least roundCount); null: roundCount.',
  })
  poolSize: number | null;

  @Field(() => [String], { defaultValue: [] })
  regions: string[];

  @Field(() => ScoringModeEnum, { defaultValue: ScoringModeEnum.BANDS })
  scoringMode: ScoringModeEnum;

  @Field({ defaultValue: true })
  leaderboardEnabled: boolean;

  @Field(() => Date, { nullable: true })
  startsAt: Date | null;

  @Field(() => Date, { nullable: true })
  endsAt: Date | null;

  @Field(() => GameVisibilityEnum, { defaultValue: GameVisibilityEnum.PUBLIC })
  visibility: GameVisibilityEnum;
}

@InputType({
  description:
    'An edit of one home of a game: display title and visibility for any manager; facts and price only of a home the caller imported, and only before publishing. Omitted fields are kept.',
})
export class BuilderHomeInput {
  @Field(() => String, { nullable: true, description: 'The title shown in this game; empty: the listing title.' })
  displayTitle?: string | null;
  @Field({ nullable: true })
  visible?: boolean;
  @Field({ nullable: true })
  title?: string;
  @Field({ nullable: true })
  addressLine?: string;
  @Field({ nullable: true })
  city?: string;
  @Field({ nullable: true })
  region?: string;
  @Field({ nullable: true })
  postalCode?: string;
  @Field({ nullable: true, description: 'GB, US or ES.' })
  country?: string;
  @Field(() => Float, { nullable: true })
  latitude?: number;
  @Field(() => Float, { nullable: true })
  longitude?: number;
  @Field({ nullable: true })
  propertyType?: string;
  @Field(() => Int, { nullable: true })
  bedrooms?: number;
  @Field(() => Float, { nullable: true })
  bathrooms?: number;
  @Field(() => Int, { nullable: true })
  floorAreaSqft?: number;
  @Field(() => Int, { nullable: true })
  yearBuilt?: number;
  @Field({ nullable: true })
  tenure?: string;
  @Field({ nullable: true })
  description?: string;
  @Field(() => Int, { nullable: true, description: 'Whole units of the currency.' })
  price?: number;
  @Field({ nullable: true, description: 'GBP, USD or EUR.' })
  currency?: string;
  @Field({ nullable: true, description: 'asking or sold.' })
  priceKind?: string;
}

@ObjectType('MaskedPrice', { description: 'A price taken out of a text before play, as the page wrote it.' })
export class MaskedPriceType {
  @Field()
  field: string;
  @Field()
  original: string;
}

@ObjectType('BuilderHome', {
  description:
    'A home of a game as its manager sees it in the builder: facts (null where still missing), and its price only for the account that imported it; others see the price band.',
})
export class BuilderHomeType {
  @Field(() => ID, { description: "The home's place in the game (the GameHome id once published)." })
  id: string;
  @Field(() => ID)
  listingId: string;
  @Field(() => Int)
  position: number;
  @Field()
  visible: boolean;
  @Field(() => String, { nullable: true })
  displayTitle: string | null;
  @Field()
  title: string;
  @Field()
  addressLine: string;
  @Field()
  city: string;
  @Field()
  region: string;
  @Field()
  postalCode: string;
  @Field(() => String, { nullable: true })
  country: string | null;
  @Field(() => Float, { nullable: true })
  latitude: number | null;
  @Field(() => Float, { nullable: true })
  longitude: number | null;
  @Field(() => String, { nullable: true })
  propertyType: string | null;
  @Field(() => Int, { nullable: true })
  bedrooms: number | null;
  @Field(() => Float, { nullable: true })
  bathrooms: number | null;
  @Field(() => Int, { nullable: true })
  floorAreaSqft: number | null;
  @Field(() => Int, { nullable: true })
  yearBuilt: number | null;
  @Field(() => String, { nullable: true })
  tenure: string | null;
  @Field()
  description: string;
  @Field(() => Int, { nullable: true, description: 'Only for the account that imported the home (or a site admin).' })
  price: number | null;
  @Field(() => String, { nullable: true })
  currency: string | null;
  @Field(() => String, { nullable: true, description: 'asking or sold.' })
  priceKind: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The price band ("250k–500k"), shown where the price is not: null while a game of the home could still be played (its band is part of its price).',
  })
  priceBand: string | null;
  @Field({ description: 'Whether the caller imported this home: then it sees and edits its facts and price.' })
  importedByYou: boolean;
  @Field(() => [String], { description: 'Required facts still missing (to fill in before publishing).' })
  missingFacts: string[];
  @Field(() => String, { nullable: true, description: 'A sentence naming what is missing; null when nothing is.' })
  missingMessage: string | null;
  @Field(() => [MaskedPriceType], { description: 'Prices masked out of its texts (for the importer only).' })
  maskedPrices: MaskedPriceType[];
  @Field(() => [String], { description: 'Its stored photos, served by the app.' })
  photoUrls: string[];
  @Field(() => String, { nullable: true })
  sourceUrl: string | null;
}

@ObjectType('BuilderGame', { description: 'A game as its manager edits it, draft or published.' })
export class BuilderGameType {
  @Field(() => ID)
  id: string;
  @Field()
  slug: string;
  @Field()
  title: string;
  @Field()
  description: string;
  @Field(() => GameVariantEnum)
  variant: GameVariantEnum;
  @Field(() => Int)
  roundCount: number;
  @Field(() => Int, { nullable: true })
  poolSize: number | null;
  @Field(() => [String])
  regions: string[];
  @Field(() => ScoringModeEnum)
  scoringMode: ScoringModeEnum;
  @Field()
  leaderboardEnabled: boolean;
  @Field(() => Date, { nullable: true })
  startsAt: Date | null;
  @Field(() => Date, { nullable: true })
  endsAt: Date | null;
  @Field(() => GameVisibilityEnum)
  visibility: GameVisibilityEnum;
  @Field(() => GameStatusEnum)
  status: GameStatusEnum;
  @Field(() => Date, { nullable: true })
  publishedAt: Date | null;
  @Field({ description: "The game's start page on its brand's site: the link to share once published." })
  shareUrl: string;
  @Field(() => [BuilderHomeType])
  homes: BuilderHomeType[];
  @Field(() => [String], { description: 'What stops publishing, each a sentence; empty when it can be published.' })
  publishProblems: string[];
}

@ObjectType('PastedUrlResult', { description: 'What became of one pasted listing URL.' })
export class PastedUrlResultType {
  @Field()
  url: string;
  @Field(() => PastedUrlStatusEnum)
  status: PastedUrlStatusEnum;
  @Field(() => String, { nullable: true, description: 'Why it failed, or what is missing to fill in by hand.' })
  message: string | null;
  @Field(() => BuilderHomeType, { nullable: true })
  home: BuilderHomeType | null;
  @Field(() => [String])
  missing: string[];
  @Field(() => [MaskedPriceType], { description: 'Prices masked out of the page texts.' })
  maskedPrices: MaskedPriceType[];
  @Field(() => [String], { description: 'Photos that could not be stored, each with why.' })
  photoProblems: string[];
}

@ObjectType('AddHomesResult')
export class AddHomesResultType {
  @Field(() => BuilderGameType)
  game: BuilderGameType;
  @Field(() => [PastedUrlResultType], { description: 'One per distinct pasted URL, in order.' })
  results: PastedUrlResultType[];
  @Field(() => [String], { description: 'Rows of a CSV that were not added, each with why.' })
  problems: string[];
}

@ObjectType('CatalogueHome', {
  description: 'A home of the catalogue: facts and a price band, never a price (it may be in a live game).',
})
export class CatalogueHomeType {
  @Field(() => ID, { description: 'The listing id, for addCatalogueHome.' })
  id: string;
  @Field()
  title: string;
  @Field()
  city: string;
  @Field()
  region: string;
  @Field()
  postalCode: string;
  @Field()
  propertyType: string;
  @Field(() => Int)
  bedrooms: number;
  @Field(() => Float)
  bathrooms: number;
  @Field(() => Int)
  floorAreaSqft: number;
  @Field(() => String, {
    nullable: true,
    description: 'The price band, once every game of the home has closed; null while one could still be played.',
  })
  priceBand: string | null;
}

@ObjectType('GameBuilderAccess', { description: 'Whether the caller builds games on this site, and where else.' })
export class GameBuilderAccessType {
  @Field({
    description:
      "Whether the caller may build and publish games here: anyone on the main site; on a brand's own site, its admins, the creators it has invited and site admins.",
  })
  buildsHere: boolean;
  @Field({ description: "The main site's game builder, where any account builds." })
  mainSiteBuilderUrl: string;
}

@ObjectType('PriceBand')
export class PriceBandType {
  @Field()
  id: string;
  @Field()
  label: string;
}
