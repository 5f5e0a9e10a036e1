import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PRICE_BANDS, priceBandLabel, priceBandOf, type GameSettings } from '@ballpark/common/game-builder';
import { gamePagePath, pagePath } from '@ballpark/common/page-routes';
import { currencySymbol } from '@ballpark/common/price-format';
import { Authorized } from '../../graphql/authorization';
import type { RequestContext } from '../../graphql/context';
import { requireUuid } from '../../platform/ids';
import { wordsIn } from '../../i18n';
import { can } from '../../policies';
import type { GameEntity, GameHomeEntity } from '../game/game.entity';
import { missingMessage } from '../importer/listing-page/listing-page-importer';
import type { ListingEntity } from '../listing/listing.entity';
import { listingAddressLine, listingDescription, listingTitle } from '../listing/listing-texts';
import type { PastedUrlOutcome } from './game-builder.service';
import {
  AddHomesResultType,
  BuilderGameType,
  BuilderHomeInput,
  BuilderHomeType,
  CatalogueHomeType,
  GameBuilderAccessType,
  GameSettingsInput,
  PriceBandType,
  type GameStatusEnum,
  type GameVisibilityEnum,
  type PastedUrlStatusEnum,
} from './game-builder.types';
import type { MissingFact } from './pasted-listing';
import { photoUrl } from '../../platform/photo-storage';
import type { GameVariantEnum, ScoringModeEnum } from '../../graphql/enums';

/**
 * The game builder's API (issue 8): any logged-in account may build (its first game makes it a creator); every edit
 * of a game is authorized by GAME_POLICY.update in the service. Pasting URLs is rate-limited per account and per IP.
 */
@Resolver()
export class GameBuilderResolver {
  @Query(() => BuilderGameType, {
    description: 'A game the caller manages (draft or published), as the builder edits it.',
  })
  @Authorized('account')
  async builderGame(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<BuilderGameType> {
    const game = await context.services.builder.managedGame(context.scope, { gameId: requireUuid(id, 'id') });
    return builderGameView(context, game);
  }

  @Query(() => BuilderGameType, { description: 'A game the caller manages, by its slug (the superbee pages).' })
  @Authorized('account')
  async builderGameBySlug(@Arg('slug') slug: string, @Ctx() context: RequestContext): Promise<BuilderGameType> {
    const game = await context.services.builder.managedGameBySlug(context.scope, { slug });
    return builderGameView(context, game);
  }

  @Query(() => [BuilderGameType], { description: 'The games the caller built on this site, newest first.' })
  @Authorized('account')
  async myBuiltGames(@Ctx() context: RequestContext): Promise<BuilderGameType[]> {
    const games = await context.services.builder.ownGames(context.scope);
    return Promise.all(games.map((game) => builderGameView(context, game)));
  }

  @Query(() => [CatalogueHomeType], {
    description: "Homes of this site's published games to add to a game: by place, type and price band; no prices.",
  })
  @Authorized('account')
  async catalogueHomes(
    @Arg('place', () => String, { nullable: true, description: 'Part of a city, region, postcode or address.' })
    place: string | null,
    @Arg('propertyType', () => String, { nullable: true }) propertyType: string | null,
    @Arg('priceBand', () => String, { nullable: true, description: 'An id of `priceBands`.' })
    priceBand: string | null,
    @Ctx() context: RequestContext,
  ): Promise<CatalogueHomeType[]> {
    const found = await context.services.builder.searchCatalogue(context.scope, {
      place: place ?? null,
      propertyType: propertyType ?? null,
      priceBand: priceBand ?? null,
    });
    return found.map(({ listing, bandShown }) => ({
      ...listing,
      title: listingTitle(listing, context.brand.locale),
      priceBand: bandShown ? bandOf(listing) : null,
    }));
  }

  @Query(() => GameBuilderAccessType, {
    description:
      "Whether the caller builds games on this site (a brand's own site is its owner's voice), and where else.",
  })
  @Authorized('account')
  async gameBuilderAccess(@Ctx() context: RequestContext): Promise<GameBuilderAccessType> {
    const { brands } = context.services;
    return {
      buildsHere: can(context, 'publishGames', { brand: context.brand }),
      mainSiteBuilderUrl: `${brands.origin(await brands.main())}${pagePath('createGame', {})}`,
    };
  }

  @Query(() => [PriceBandType], { description: 'The price bands the catalogue is searched by.' })
  @Authorized('public')
  priceBands(): PriceBandType[] {
    return PRICE_BANDS.map((band) => ({ id: band.id, label: priceBandLabel(band) }));
  }

  @Mutation(() => BuilderGameType, {
    description: 'Starts a draft game; the caller becomes its creator (its first game grants the creator role).',
  })
  @Authorized('account')
  async createGame(
    @Arg('settings', () => GameSettingsInput) settings: GameSettingsInput,
    @Ctx() context: RequestContext,
  ): Promise<BuilderGameType> {
    const game = await context.services.builder.create(context.scope, toSettings(settings));
    return builderGameView(context, game);
  }

  @Mutation(() => BuilderGameType, { description: "Changes a game's settings (a published game keeps its variant)." })
  @Authorized('account')
  async updateGameSettings(
    @Arg('gameId', () => ID) gameId: string,
    @Arg('settings', () => GameSettingsInput) settings: GameSettingsInput,
    @Ctx() context: RequestContext,
  ): Promise<BuilderGameType> {
    const game = await context.services.builder.updateSettings(
      context.scope,
      { gameId: requireUuid(gameId, 'gameId') },
      toSettings(settings),
    );
    return builderGameView(context, game);
  }

  @Mutation(() => AddHomesResultType, {
    description:
      'Adds a home for each pasted listing URL (read on the server; prices in its texts masked; photos stored). Known listings are reused.',
  })
  @Authorized('account')
  async addHomesFromUrls(
    @Arg('gameId', () => ID) gameId: string,
    @Arg('urls', () => [String]) urls: string[],
    @Ctx() context: RequestContext,
  ): Promise<AddHomesResultType> {
    const { services, brand, account, clientIp } = context;
    const id = requireUuid(gameId, 'gameId');
    // Refused before any fetch when the caller may not edit the game.
    await services.builder.managedGame(context.scope, { gameId: id });
    await services.rateLimits.consume('importUrl', account!.id, clientIp, {
      points: Math.max(1, Math.min(urls.length, 10)),
      locale: brand.locale,
    });
    const outcomes = await services.builder.addHomesFromUrls(context.scope, { gameId: id }, urls);
    const game = await services.builder.managedGame(context.scope, { gameId: id });
    const bandsShown = await services.builder.bandsShown(outcomes.flatMap(({ home }) => home?.listingId ?? []));
    return {
      game: await builderGameView(context, game),
      results: outcomes.map((outcome) => pastedUrlView(context, outcome, bandsShown)),
      problems: [],
    };
  }

  @Mutation(() => AddHomesResultType, { description: 'Adds a catalogue home (a listing id of `catalogueHomes`).' })
  @Authorized('account')
  async addCatalogueHome(
    @Arg('gameId', () => ID) gameId: string,
    @Arg('listingId', () => ID) listingId: string,
    @Ctx() context: RequestContext,
  ): Promise<AddHomesResultType> {
    const id = requireUuid(gameId, 'gameId');
    await context.services.builder.addCatalogueHome(context.scope, {
      gameId: id,
      listingId: requireUuid(listingId, 'listingId'),
    });
    const game = await context.services.builder.managedGame(context.scope, { gameId: id });
    return { game: await builderGameView(context, game), results: [], problems: [] };
  }

  @Mutation(() => AddHomesResultType, {
    description: 'Adds the homes of a CSV of sold records (King County columns), each with the facts its row gives.',
  })
  @Authorized('account')
  async addHomesFromCsv(
    @Arg('gameId', () => ID) gameId: string,
    @Arg('csv') csv: string,
    @Ctx() context: RequestContext,
  ): Promise<AddHomesResultType> {
    const id = requireUuid(gameId, 'gameId');
    const { problems } = await context.services.builder.addHomesFromCsv(context.scope, { gameId: id }, csv);
    const game = await context.services.builder.managedGame(context.scope, { gameId: id });
    return { game: await builderGameView(context, game), results: [], problems };
  }

  @Mutation(() => BuilderGameType, {
    description:
      'Edits one home of a game: display title, shown or hidden; facts and price of a home the caller imported.',
  })
  @Authorized('account')
  async updateBuilderHome(
    @Arg('gameId', () => ID) gameId: string,
    @Arg('homeId', () => ID) homeId: string,
    @Arg('input', () => BuilderHomeInput) input: BuilderHomeInput,
    @Ctx() context: RequestContext,
  ): Promise<BuilderGameType> {
    const id = requireUuid(gameId, 'gameId');
    const edit = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    await context.services.builder.updateHome(
      context.scope,
      { gameId: id, homeId: requireUuid(homeId, 'homeId') },
      edit,
    );
    return builderGameView(context, await context.services.builder.managedGame(context.scope, { gameId: id }));
  }

  @Mutation(() => BuilderGameType, { description: 'Removes a home from a draft game.' })
  @Authorized('account')
  async removeBuilderHome(
    @Arg('gameId', () => ID) gameId: string,
    @Arg('homeId', () => ID) homeId: string,
    @Ctx() context: RequestContext,
  ): Promise<BuilderGameType> {
    const game = await context.services.builder.removeHome(context.scope, {
      gameId: requireUuid(gameId, 'gameId'),
      homeId: requireUuid(homeId, 'homeId'),
    });
    return builderGameView(context, game);
  }

  @Mutation(() => BuilderGameType, { description: "Puts the game's homes in this order (every home id, once)." })
  @Authorized('account')
  async reorderBuilderHomes(
    @Arg('gameId', () => ID) gameId: string,
    @Arg('homeIds', () => [ID]) homeIds: string[],
    @Ctx() context: RequestContext,
  ): Promise<BuilderGameType> {
    const game = await context.services.builder.reorderHomes(
      context.scope,
      { gameId: requireUuid(gameId, 'gameId') },
      homeIds.map((homeId) => requireUuid(homeId, 'homeIds')),
    );
    return builderGameView(context, game);
  }

  @Mutation(() => BuilderGameType, {
    description: 'Publishes a draft: it needs enough shown homes for its rounds (or pool), each complete with a price.',
  })
  @Authorized('account')
  async publishGame(@Arg('gameId', () => ID) gameId: string, @Ctx() context: RequestContext): Promise<BuilderGameType> {
    const game = await context.services.builder.publish(context.scope, { gameId: requireUuid(gameId, 'gameId') });
    return builderGameView(context, game);
  }
}

function toSettings(input: GameSettingsInput): GameSettings {
  return {
    ...input,
    description: input.description ?? '',
    regions: input.regions ?? [],
    poolSize: input.poolSize ?? null,
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
  };
}

async function builderGameView(context: RequestContext, game: GameEntity): Promise<BuilderGameType> {
  const homes = await context.services.builder.homes(game.id);
  const bandsShown = await context.services.builder.bandsShown(homes.map((home) => home.listingId));
  const origin = context.services.brands.origin(context.brand);
  return {
    ...game,
    variant: game.variant as GameVariantEnum,
    scoringMode: game.scoringMode as ScoringModeEnum,
    visibility: game.visibility as GameVisibilityEnum,
    status: game.status as GameStatusEnum,
    shareUrl: `${origin}${gamePagePath(game.variant, 'gameStart', { gameSlug: game.slug })}`,
    homes: homes.map((home) => builderHomeView(context, home, bandsShown)),
    publishProblems:
      game.status === 'draft' ? context.services.builder.publishProblems(game, homes, context.brand.locale) : [],
  };
}

/**
 * A home as the builder shows it: a missing fact is null, not its placeholder; the price only to its importer, its band
 * to others only where every game of the home has closed (`bandsShown`: listing ids).
 */
function builderHomeView(context: RequestContext, home: GameHomeEntity, bandsShown: Set<string>): BuilderHomeType {
  const listing = home.listing!;
  const missing = new Set(listing.missingFacts);
  const known = <T>(fact: MissingFact, value: T): T | null => (missing.has(fact) ? null : value);
  const seesPrice = context.services.builder.seesPrice(context, listing);
  const { locale } = context.brand;
  return {
    id: home.id,
    listingId: listing.id,
    position: home.position,
    visible: home.visible,
    displayTitle: home.displayTitle,
    // Composed for the creator's brand where the machine writes them (listing-texts.ts); an edit writes its own words.
    title: listingTitle(listing, locale),
    addressLine: listingAddressLine(listing, locale),
    city: listing.city,
    region: listing.region,
    postalCode: listing.postalCode,
    country: known('country', listing.country),
    latitude: known('latitude', listing.latitude),
    longitude: known('longitude', listing.longitude),
    propertyType: known('propertyType', listing.propertyType),
    bedrooms: known('bedrooms', listing.bedrooms),
    bathrooms: known('bathrooms', listing.bathrooms),
    floorAreaSqft: known('area', listing.floorAreaSqft),
    yearBuilt: listing.yearBuilt,
    tenure: listing.tenure,
    description: listingDescription(listing, locale),
    price: seesPrice ? known('price', listing.actualPrice) : null,
    currency: known('currency', listing.currency),
    priceKind: known('forSale', listing.priceKind),
    priceBand: missing.has('price')
      ? wordsIn(locale).builder.noPriceYet
      : seesPrice || bandsShown.has(listing.id)
        ? bandOf(listing)
        : null,
    importedByYou: seesPrice,
    missingFacts: listing.missingFacts,
    missingMessage: missingMessage(listing.missingFacts as MissingFact[], locale),
    maskedPrices: seesPrice ? listing.maskedPrices : [],
    photoUrls: listing.photoKeys.map(photoUrl),
    // The listing's page states its price: only the account that pasted it sees where it came from.
    sourceUrl: seesPrice ? listing.sourceUrl : null,
  };
}

function pastedUrlView(context: RequestContext, outcome: PastedUrlOutcome, bandsShown: Set<string>) {
  return {
    ...outcome,
    status: outcome.status as PastedUrlStatusEnum,
    home: outcome.home && builderHomeView(context, outcome.home, bandsShown),
  };
}

function bandOf(listing: Pick<ListingEntity, 'actualPrice' | 'currency'>): string {
  return priceBandLabel(priceBandOf(listing.actualPrice), currencySymbol(listing.currency));
}
