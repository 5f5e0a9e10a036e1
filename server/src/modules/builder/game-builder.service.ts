import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '@ballpark/common/errors';
import type { BrandLocale } from '@ballpark/common/brand-components';
import {
  MAX_HOMES_PER_GAME,
  MAX_URLS_PER_PASTE,
  PRICE_BANDS,
  settingsProblems,
  type GameSettings,
} from '@ballpark/common/game-builder';
import { PRICE_GUESS_LIMITS } from '@ballpark/common/price-input';
import {
  COUNTRIES,
  CURRENCIES,
  PRICE_KINDS,
  PROPERTY_TYPES,
  TENURES,
  type Country,
  type PropertyType,
  type Tenure,
} from '@ballpark/common/listing-vocabulary';
import { WordedError, wordsIn, type HomeEditField } from '../../i18n';
import { authorize } from '../../policies';
import { isSiteAdmin, type Principal } from '../../policies/principal';
import type { RequestScope } from '../brand/request-scope';
import { GameEntity, GameHomeEntity } from '../game/game.entity';
import type { GameService } from '../game/game.service';
import { KING_COUNTY_COLUMNS, parseSoldRecord } from '../importer/king-county-row';
import { KING_COUNTY_REF_PREFIX } from '../listing/king-county-texts';
import { kingCountyZipsNamed } from '../listing/king-county-zips';
import { missingMessage } from '../importer/listing-page/listing-page-importer';
import type { ListingPageImporter } from '../importer/listing-page/listing-page-importer';
import { maskPrices, type MaskedPrice } from '../listing/price-masking';
import { NotAListingError } from '../importer/listing-page/page-kind';
import { fetchImage, PageFetchError, type FetchPolicy } from '../importer/listing-page/safe-fetch';
import type { NewListing } from '../importer/new-listing';
import { ListingEntity } from '../listing/listing.entity';
import { listingTitle } from '../listing/listing-texts';
import { listingFromPage, ownImportRef, pastedSourceRef, urlSourceRef, type MissingFact } from './pasted-listing';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, type PhotoStorage } from '../../platform/photo-storage';
import { photoTypeOf } from './photo-type';
import { WEB_PHOTO_TYPE, webPhoto } from './web-photo';
import { CSV_WORDS, csvListingRef, csvTooLarge, readCsvRows, type CsvRow } from './csv-homes';
import { bandShownParams, bandShownSql, listingsWithBandShown } from './price-band-shown';

/** What became of one pasted URL. */
export interface PastedUrlOutcome {
  url: string;
  /** added: a new home; reused: a listing already known (pasted before, or in the catalogue) was added; */
  /** alreadyInGame: the game has it; failed: nothing was added (message says why). */
  status: 'added' | 'reused' | 'alreadyInGame' | 'failed';
  message: string | null;
  home: GameHomeEntity | null;
  /** Facts the page did not give, to fill in by hand (updateHome). */
  missing: MissingFact[];
  maskedPrices: MaskedPrice[];
  /** Photos that were not stored, each with why. */
  photoProblems: string[];
}

export interface CatalogueQuery {
  place: string | null;
  propertyType: string | null;
  priceBand: string | null;
}

/** A creator's edit of one home of their game: facts and price only of a listing they imported. */
/** A manager's edit of one home; GraphQL may send null for any field (homeEditProblems refuses it where the column needs a value). */
export interface HomeEdit {
  displayTitle?: string | null;
  visible?: boolean;
  title?: string;
  addressLine?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  country?: string;
  latitude?: number;
  longitude?: number;
  propertyType?: string;
  bedrooms?: number;
  bathrooms?: number;
  floorAreaSqft?: number;
  yearBuilt?: number | null;
  tenure?: string | null;
  description?: string;
  price?: number;
  currency?: string;
  priceKind?: string;
}

const CATALOGUE_PAGE = 20;
const PHOTOS_PER_HOME = 6;
/** Which edit fills which missing fact. */
const FACT_OF_EDIT: Partial<Record<keyof HomeEdit, MissingFact[]>> = {
  title: ['title'],
  addressLine: ['address'],
  country: ['country'],
  price: ['price'],
  currency: ['currency'],
  priceKind: ['forSale'],
  bedrooms: ['bedrooms'],
  bathrooms: ['bathrooms'],
  floorAreaSqft: ['area'],
  propertyType: ['propertyType'],
  latitude: ['latitude'],
  longitude: ['longitude'],
};

/**
 * The game builder (issue 8): a creator's draft game, its settings and homes, and publishing it. Any logged-in
 * account may build; building a first game grants the account the `creator` role, which with the game's
 * `creatorAccountId` lets it manage the game (GAME_POLICY.update). Every edit is authorized by that policy. A draft is
 * found only here: GameService finds published games only, so a draft is neither listed nor playable.
 */
export class GameBuilderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly games: GameService,
    private readonly importer: ListingPageImporter,
    private readonly photos: PhotoStorage,
    private readonly photoFetchPolicy: FetchPolicy,
  ) {}

  /** Starts a draft game with these settings; the caller becomes its creator (and holds the creator role). */
  async create(scope: RequestScope, settings: GameSettings): Promise<GameEntity> {
    const { principal, brand } = scope;
    authorize(principal, 'createGame', { brand }, brand.locale);
    authorize(principal, 'publishGames', { brand }, brand.locale);
    const account = principal.account!;
    refuseProblems(settingsProblems(settings, brand.locale));
    return this.dataSource.transaction(async (manager) => {
      // Building a game is what makes an account a creator: the role is granted with its first game.
      await manager.query(
        `INSERT INTO account_role ("accountId", role) VALUES ($1, 'creator') ON CONFLICT DO NOTHING`,
        [account.id],
      );
      const game = manager.create(GameEntity, {
        ...settingsColumns(settings),
        brandId: brand.id,
        slug: `${slugOf(settings.title)}-${randomBytes(3).toString('hex')}`,
        status: 'draft',
        creatorAccountId: account.id,
        entryByToken: false,
      });
      return manager.save(game);
    });
  }

  /** A game the caller manages, draft or published, of this brand. */
  async managedGame(scope: RequestScope, { gameId }: { gameId: string }): Promise<GameEntity> {
    const { principal, brand } = scope;
    const game = await this.dataSource.getRepository(GameEntity).findOne({ where: { id: gameId, brandId: brand.id } });
    if (!game) throw new DomainError('NOT_FOUND', wordsIn(brand.locale).play.noGame);
    authorize(principal, 'update', { game }, brand.locale);
    return game;
  }

  /** A game the caller manages, by its slug (superbee, the manage page of a published game). */
  async managedGameBySlug(scope: RequestScope, { slug }: { slug: string }): Promise<GameEntity> {
    const { principal, brand } = scope;
    const game = await this.dataSource.getRepository(GameEntity).findOne({ where: { slug, brandId: brand.id } });
    if (!game) throw new DomainError('NOT_FOUND', wordsIn(brand.locale).play.noGame);
    authorize(principal, 'update', { game }, brand.locale);
    return game;
  }

  /** The games the caller built on this brand, newest first. */
  async ownGames(scope: RequestScope): Promise<GameEntity[]> {
    const { principal, brand } = scope;
    if (!principal.account) return [];
    return this.dataSource.getRepository(GameEntity).find({
      where: { brandId: brand.id, creatorAccountId: principal.account.id },
      order: { createdAt: 'DESC' },
      take: 50,
    });
  }

  async updateSettings(
    scope: RequestScope,
    { gameId }: { gameId: string },
    settings: GameSettings,
  ): Promise<GameEntity> {
    const { principal, brand } = scope;
    const game = await this.managedGame(scope, { gameId });
    authorize(principal, 'publishGames', { brand }, brand.locale);
    refuseProblems(settingsProblems(settings, brand.locale));
    if (game.status === 'published' && settings.variant !== game.variant)
      throw new DomainError('BAD_USER_INPUT', wordsIn(brand.locale).builder.keepsKind);
    Object.assign(game, settingsColumns(settings));
    const saved = await this.dataSource.getRepository(GameEntity).save(game);
    this.games.changed(game.id);
    return saved;
  }

  /** The game's homes with their listings, in order (hidden ones too). */
  async homes(gameId: string): Promise<GameHomeEntity[]> {
    return this.dataSource
      .getRepository(GameHomeEntity)
      .createQueryBuilder('gameHome')
      .innerJoinAndSelect('gameHome.listing', 'listing')
      .where('gameHome.gameId = :gameId', { gameId })
      .orderBy('gameHome.position', 'ASC')
      .getMany();
  }

  /**
   * Adds a home for each pasted URL, in order: a URL whose listing is known (pasted before, by anyone, or in the
   * catalogue: the same address, or after reading, the same portal reference) reuses that listing; a new one is read
   * by the importer (safe fetch), its prices masked, its photos stored, and saved with what it lacks recorded.
   */
  async addHomesFromUrls(
    scope: RequestScope,
    { gameId }: { gameId: string },
    urls: string[],
  ): Promise<PastedUrlOutcome[]> {
    const { principal, brand } = scope;
    const game = await this.managedGame(scope, { gameId });
    const pasted = [...new Set(urls.map((url) => url.trim()).filter(Boolean))];
    const words = wordsIn(brand.locale).builder;
    if (!pasted.length) throw new DomainError('BAD_USER_INPUT', words.pasteOne);
    if (pasted.length > MAX_URLS_PER_PASTE)
      throw new DomainError('BAD_USER_INPUT', words.pasteAtMost(MAX_URLS_PER_PASTE));
    const outcomes: PastedUrlOutcome[] = [];
    for (const url of pasted) outcomes.push(await this.addPastedUrl(principal, game, url, brand.locale));
    return outcomes;
  }

  private async addPastedUrl(
    principal: Principal,
    game: GameEntity,
    url: string,
    locale: BrandLocale,
  ): Promise<PastedUrlOutcome> {
    const words = wordsIn(locale).builder;
    const outcome = (fields: Partial<PastedUrlOutcome>): PastedUrlOutcome => ({
      url,
      status: 'failed',
      message: null,
      home: null,
      missing: [],
      maskedPrices: [],
      photoProblems: [],
      ...fields,
    });
    let byAddress: string;
    try {
      byAddress = urlSourceRef(url);
    } catch {
      return outcome({ message: words.notAWebAddress });
    }
    const known = await this.reusableListing(principal, byAddress);
    if (known) return this.addKnownListing(game, known, outcome, locale);

    let page;
    try {
      page = await this.importer.importUrl(url);
    } catch (error) {
      if (error instanceof PageFetchError || error instanceof NotAListingError)
        return outcome({ message: error.messageIn(locale) });
      throw error;
    }
    const sourceRef = pastedSourceRef(page.portal, page.draft.reference, page.url);
    const samePortalListing = sourceRef !== byAddress && (await this.reusableListing(principal, sourceRef));
    if (samePortalListing) return this.addKnownListing(game, samePortalListing, outcome, locale);

    // Known but not reusable (another account's, lacking facts): this import is the caller's own.
    const taken = await this.listingBySourceRef(sourceRef);
    const listing = listingFromPage(page.draft, {
      sourceRef: taken ? ownImportRef(sourceRef, principal.account!.id) : sourceRef,
      url: page.url,
      accountId: principal.account!.id,
      maskedPrices: page.maskedPrices,
    });
    const { keys, problems } = await this.storePhotos(page.draft.photos ?? [], locale);
    listing.photoKeys = keys;
    const { home, reused } = await this.editHomes(game, async (manager) => {
      const inserted: { id: string }[] = await manager.query(
        `INSERT INTO listing ${insertColumns(listing)} ON CONFLICT ("sourceRef") DO NOTHING RETURNING id`,
        insertValues(listing),
      );
      // Pasted at the same moment by someone else: theirs is the listing.
      const listingId = inserted[0]?.id ?? (await this.listingBySourceRef(listing.sourceRef, manager))!.id;
      return { home: await this.appendHome(manager, game, listingId, locale), reused: !inserted.length };
    });
    const missing = listing.missingFacts as MissingFact[];
    return outcome({
      status: home ? (reused ? 'reused' : 'added') : 'alreadyInGame',
      message: home ? missingMessage(missing, locale) : words.alreadyInGame,
      home,
      missing,
      maskedPrices: page.maskedPrices,
      photoProblems: problems,
    });
  }

  private async addKnownListing(
    game: GameEntity,
    listing: ListingEntity,
    outcome: (fields: Partial<PastedUrlOutcome>) => PastedUrlOutcome,
    locale: BrandLocale,
  ): Promise<PastedUrlOutcome> {
    const home = await this.editHomes(game, (manager) => this.appendHome(manager, game, listing.id, locale));
    if (!home) return outcome({ status: 'alreadyInGame', message: wordsIn(locale).builder.alreadyInGame });
    const missing = listing.missingFacts as MissingFact[];
    return outcome({ status: 'reused', message: missingMessage(missing, locale), home, missing });
  }

  /**
   * The title of a published game, other than this one, whose players have guessed this listing (alone or in a party
   * room); null when none has. From their first guess its facts and price are fixed (GAME-RULES): a draft, or a game
   * nobody has guessed it in, does not fix them.
   */
  private async gameThatGuessed(listingId: string, gameId: string): Promise<string | null> {
    const [game]: { title: string }[] = await this.dataSource.query(
      `SELECT g.title FROM game g
       WHERE g.id <> $2 AND g.status = 'published' AND (
         EXISTS (SELECT 1 FROM guess gu JOIN game_home gl ON gl.id = gu."gameHomeId"
                 WHERE gl."gameId" = g.id AND gl."listingId" = $1)
         OR EXISTS (SELECT 1 FROM party_guess pg JOIN party_round pr ON pr.id = pg."roundId"
                    JOIN game_home gl ON gl.id = pr."gameHomeId"
                    WHERE gl."gameId" = g.id AND gl."listingId" = $1))
       ORDER BY g."publishedAt" LIMIT 1`,
      [listingId, gameId],
    );
    return game?.title ?? null;
  }

  /** An edit of the game's homes in one transaction; once it committed, every instance forgets the game. */
  private async editHomes<T>(game: GameEntity, edit: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(edit);
    this.games.changed(game.id);
    return result;
  }

  /**
   * The listing a paste finds by this key: the caller's own import, else the known one, unless that still lacks facts
   * and another account imported it: filling those in is theirs (a price the caller typed would be their game's
   * answer), so the caller imports the page as their own instead.
   */
  private async reusableListing(principal: Principal, sourceRef: string): Promise<ListingEntity | null> {
    const known = await this.listingBySourceRef(sourceRef);
    if (!known || this.seesPrice(principal, known)) return known;
    const own = await this.listingBySourceRef(ownImportRef(sourceRef, principal.account!.id));
    return own ?? (known.missingFacts.length ? null : known);
  }

  private listingBySourceRef(sourceRef: string, manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(ListingEntity).findOne({ where: { sourceRef } });
  }

  /**
   * Adds the listing at the end of the game; null when the game already has it. In a published game a home with facts
   * missing comes in hidden: players would meet its placeholders, and its facts cannot be filled in there.
   */
  private async appendHome(
    manager: EntityManager,
    game: GameEntity,
    listingId: string,
    locale: BrandLocale,
  ): Promise<GameHomeEntity | null> {
    // One builder edit of a game at a time: the next position and the home count are read under this lock.
    await manager.query(`SELECT 1 FROM game WHERE id = $1 FOR UPDATE`, [game.id]);
    const [{ count, next }]: { count: number; next: number }[] = await manager.query(
      `SELECT count(*)::int AS count, coalesce(max(position), 0) + 1 AS next FROM game_home WHERE "gameId" = $1`,
      [game.id],
    );
    if (count >= MAX_HOMES_PER_GAME)
      throw new DomainError('BAD_USER_INPUT', wordsIn(locale).builder.atMostHomes(MAX_HOMES_PER_GAME));
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO game_home ("gameId", "listingId", position, visible)
       SELECT $1, $2, $3, $4 OR cardinality("missingFacts") = 0 FROM listing WHERE id = $2
       ON CONFLICT ("gameId", "listingId") DO NOTHING RETURNING id`,
      [game.id, listingId, next, game.status === 'draft'],
    );
    if (!inserted.length) return null;
    return manager
      .getRepository(GameHomeEntity)
      .findOneOrFail({ where: { id: inserted[0].id }, relations: { listing: true } });
  }

  /**
   * Fetches each photo once (safe fetch), checks its type and size, and stores it; returns the keys and the problems,
   * in the brand's locale.
   */
  private async storePhotos(urls: string[], locale: BrandLocale): Promise<{ keys: string[]; problems: string[] }> {
    const keys: string[] = [];
    const problems: string[] = [];
    for (const [index, url] of urls.slice(0, PHOTOS_PER_HOME).entries()) {
      try {
        keys.push(await this.storePhoto(url));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const why = error instanceof WordedError ? error.messageIn(locale) : error.message;
        problems.push(wordsIn(locale).builder.photoNotStored(index + 1, why));
      }
    }
    return { keys: [...new Set(keys)], problems };
  }

  /** Throws a WordedError (PageFetchError among them) when the photo is not stored. */
  async storePhoto(url: string): Promise<string> {
    const image = await fetchImage(url, Object.keys(PHOTO_TYPES), {
      ...this.photoFetchPolicy,
      maxBytes: PHOTO_MAX_BYTES,
    });
    // The bytes must be what the header says: a page served as image/jpeg is not stored.
    if (photoTypeOf(image.body) !== image.mediaType)
      throw new WordedError('BAD_USER_INPUT', (words) => words.builder.photoNotItsType(image.mediaType));
    let stored: Buffer;
    try {
      stored = await webPhoto(image.body);
    } catch {
      throw new WordedError('BAD_USER_INPUT', (words) => words.builder.photoUnreadable);
    }
    // Stored under the hash of the re-encoded bytes: what is served is what the key names.
    return this.photos.put(stored, WEB_PHOTO_TYPE);
  }

  /**
   * The catalogue a creator picks from: complete homes of this brand's published games, by place, type and price
   * band. Homes of live games are in it, so it never shows a price, and a band only where every game of the home has
   * closed (price-band-shown.ts): searching by band finds only those.
   */
  async searchCatalogue(
    scope: RequestScope,
    query: CatalogueQuery,
  ): Promise<{ listing: ListingEntity; bandShown: boolean }[]> {
    const { principal, brand } = scope;
    const words = wordsIn(brand.locale).builder;
    if (!principal.account) throw new DomainError('UNAUTHENTICATED', words.logInToBuild);
    const band = query.priceBand === null ? null : PRICE_BANDS.find((candidate) => candidate.id === query.priceBand);
    if (band === undefined) throw new DomainError('BAD_USER_INPUT', words.noSuchPriceBand);
    if (query.propertyType !== null && !PROPERTY_TYPES.includes(query.propertyType as PropertyType))
      throw new DomainError('BAD_USER_INPUT', words.noSuchPropertyType);
    const place = query.place?.trim().slice(0, 100) ?? '';
    const search = this.dataSource
      .getRepository(ListingEntity)
      .createQueryBuilder('listing')
      .where(
        `EXISTS (SELECT 1 FROM game_home gl JOIN game g ON g.id = gl."gameId"
                 WHERE gl."listingId" = listing.id AND gl.visible AND g."brandId" = :brandId
                   AND g.status = 'published')`,
        { brandId: brand.id },
      )
      .andWhere(`cardinality(listing."missingFacts") = 0`)
      .orderBy('listing.sourceRef', 'ASC')
      .take(CATALOGUE_PAGE);
    if (place)
      // A King County record's address line is composed as it is read: its neighbourhood is found by its ZIP.
      search.andWhere(
        `(listing.city ILIKE :place OR listing.region ILIKE :place OR listing."postalCode" ILIKE :place
          OR listing."addressLine" ILIKE :place
          OR (listing."sourceRef" LIKE :kingCounty AND listing."postalCode" = ANY(:neighbourhoodZips)))`,
        {
          place: `%${place.replace(/[\\%_]/g, (character) => `\\${character}`)}%`,
          kingCounty: `${KING_COUNTY_REF_PREFIX}%`,
          neighbourhoodZips: kingCountyZipsNamed(place),
        },
      );
    if (query.propertyType) search.andWhere('listing.propertyType = :type', { type: query.propertyType });
    if (band) {
      search.andWhere(bandShownSql('listing.id'), bandShownParams);
      search.andWhere('listing.actualPrice >= :from', { from: band.from });
      if (band.to !== null) search.andWhere('listing.actualPrice < :to', { to: band.to });
    }
    const listings = await search.getMany();
    const shown = await listingsWithBandShown(
      this.dataSource,
      listings.map((listing) => listing.id),
    );
    return listings.map((listing) => ({ listing, bandShown: shown.has(listing.id) }));
  }

  /** Which of these listings' price bands the builder may show (price-band-shown.ts). */
  bandsShown(listingIds: string[]): Promise<Set<string>> {
    return listingsWithBandShown(this.dataSource, listingIds);
  }

  async addCatalogueHome(
    scope: RequestScope,
    { gameId, listingId }: { gameId: string; listingId: string },
  ): Promise<GameHomeEntity> {
    const { brand } = scope;
    const game = await this.managedGame(scope, { gameId });
    const [inCatalogue] = await this.dataSource.query(
      `SELECT 1 FROM listing l WHERE l.id = $1 AND cardinality(l."missingFacts") = 0 AND EXISTS (
         SELECT 1 FROM game_home gl JOIN game g ON g.id = gl."gameId"
         WHERE gl."listingId" = l.id AND gl.visible AND g."brandId" = $2 AND g.status = 'published')`,
      [listingId, brand.id],
    );
    const words = wordsIn(brand.locale).builder;
    if (!inCatalogue) throw new DomainError('NOT_FOUND', words.notInCatalogue);
    const home = await this.editHomes(game, (manager) => this.appendHome(manager, game, listingId, brand.locale));
    if (!home) throw new DomainError('BAD_USER_INPUT', words.alreadyInGame);
    return home;
  }

  /**
   * Adds the homes of a CSV of sold records (the King County columns, as `npm run import` reads), each row with the
   * facts it gives (csvListingRef). Returns the homes added and a sentence per row that was not, naming its line.
   */
  async addHomesFromCsv(
    scope: RequestScope,
    { gameId }: { gameId: string },
    csv: string,
  ): Promise<{ homes: GameHomeEntity[]; problems: string[] }> {
    const { principal, brand } = scope;
    const game = await this.managedGame(scope, { gameId });
    const accountId = principal.account!.id;
    const words = wordsIn(brand.locale).builder.csv;
    if (csvTooLarge(csv)) throw new DomainError('BAD_USER_INPUT', CSV_WORDS.tooLarge(brand.locale));
    let rows: CsvRow[];
    try {
      rows = readCsvRows(csv);
    } catch (error) {
      // The reason is the CSV reader's own (English), with the line it stopped at.
      throw new DomainError('BAD_USER_INPUT', words.unreadable((error as Error).message));
    }
    const [header, ...records] = rows;
    const columns = header?.values ?? [];
    const lacking = KING_COUNTY_COLUMNS.filter((column) => !columns.includes(column));
    if (!records.length || lacking.length)
      throw new DomainError(
        'BAD_USER_INPUT',
        words.needsHeader(KING_COUNTY_COLUMNS.join(', '), records.length ? lacking.join(', ') : null),
      );
    if (csvTooLarge(csv, records.length)) throw new DomainError('BAD_USER_INPUT', CSV_WORDS.tooLarge(brand.locale));
    const homes: GameHomeEntity[] = [];
    const problems: string[] = [];
    for (const { line, values } of records) {
      if (values.length !== columns.length) {
        problems.push(words.rowLength(line, values.length, columns.length));
        continue;
      }
      const record = Object.fromEntries(columns.map((column, index) => [column, values[index]]));
      const parsed = parseSoldRecord(record, line, brand.locale);
      if ('error' in parsed) {
        problems.push(parsed.error);
        continue;
      }
      const unguessable = CSV_WORDS.unguessablePrice(brand.locale, line, parsed.listing.actualPrice);
      if (unguessable) {
        problems.push(unguessable);
        continue;
      }
      const listing: NewListing = {
        ...parsed.listing,
        sourceRef: csvListingRef(parsed.listing, accountId),
        addedByAccountId: accountId,
      };
      const home = await this.editHomes(game, async (manager) => {
        await manager.query(
          `INSERT INTO listing ${insertColumns(listing)} ON CONFLICT ("sourceRef") DO NOTHING`,
          insertValues(listing),
        );
        const { id } = (await this.listingBySourceRef(listing.sourceRef, manager))!;
        return this.appendHome(manager, game, id, brand.locale);
      });
      if (home) homes.push(home);
      else problems.push(words.alreadyInGame(line));
    }
    return { homes, problems };
  }

  /**
   * Edits one home of a game: its place in the game (shown or hidden, display title) for any manager; its facts and
   * price only when the caller imported its listing (a catalogue home belongs to other games too), and until players
   * of another game have guessed it (a draft or an unplayed game does not fix them). Hand-written texts
   * are masked like imported ones. Returns the home and the prices masked from what was written.
   */
  async updateHome(
    scope: RequestScope,
    { gameId, homeId }: { gameId: string; homeId: string },
    edit: HomeEdit,
  ): Promise<{ home: GameHomeEntity; maskedPrices: MaskedPrice[] }> {
    const { principal, brand } = scope;
    const game = await this.managedGame(scope, { gameId });
    const home = await this.dataSource
      .getRepository(GameHomeEntity)
      .findOne({ where: { id: homeId, gameId: game.id }, relations: { listing: true } });
    const words = wordsIn(brand.locale).builder;
    if (!home) throw new DomainError('NOT_FOUND', words.homeNotInGame);
    const listing = home.listing!;
    const factEdits = (Object.keys(edit) as (keyof HomeEdit)[]).filter(
      (key) => key !== 'displayTitle' && key !== 'visible' && edit[key] !== undefined,
    );
    if (factEdits.length && game.status === 'published')
      throw new DomainError('BAD_USER_INPUT', words.publishedKeepsFacts);
    // A manager may not change a home's facts and price unless they imported it.
    if (factEdits.length && !this.seesPrice(principal, listing))
      throw new DomainError('FORBIDDEN', listing.addedByAccountId ? words.importedByAnother : words.catalogueRecord);
    const guessedIn = factEdits.length ? await this.gameThatGuessed(listing.id, game.id) : null;
    if (guessedIn) throw new DomainError('BAD_USER_INPUT', words.guessedIn(guessedIn));
    const problems = homeEditProblems(edit, brand.locale);
    refuseProblems(problems);
    const maskedPrices: MaskedPrice[] = [];
    const price = edit.price ?? (listing.missingFacts.includes('price') ? undefined : listing.actualPrice);
    const masked = (field: 'title' | 'description', text: string) => {
      const result = maskPrices(text, price);
      maskedPrices.push(...result.originals.map((original) => ({ field, original })));
      return result.text;
    };
    if (edit.visible && !home.visible && game.status === 'published' && listing.missingFacts.length)
      throw new DomainError(
        'BAD_USER_INPUT',
        words.cannotShow(missingMessage(listing.missingFacts as MissingFact[], brand.locale)!),
      );
    if (edit.displayTitle !== undefined) home.displayTitle = edit.displayTitle?.trim() || null;
    if (edit.visible !== undefined) home.visible = edit.visible;
    const filled = new Set<string>();
    for (const key of factEdits) for (const fact of FACT_OF_EDIT[key] ?? []) filled.add(fact);
    Object.assign(listing, {
      ...(edit.title !== undefined && { title: masked('title', edit.title.trim()) }),
      ...(edit.addressLine !== undefined && { addressLine: edit.addressLine.trim() }),
      ...(edit.city !== undefined && { city: edit.city.trim() }),
      ...(edit.region !== undefined && { region: edit.region.trim() }),
      ...(edit.postalCode !== undefined && { postalCode: edit.postalCode.trim() }),
      ...(edit.country !== undefined && { country: edit.country as Country }),
      ...(edit.latitude !== undefined && { latitude: edit.latitude }),
      ...(edit.longitude !== undefined && { longitude: edit.longitude }),
      ...(edit.propertyType !== undefined && { propertyType: edit.propertyType as PropertyType }),
      ...(edit.bedrooms !== undefined && { bedrooms: edit.bedrooms }),
      ...(edit.bathrooms !== undefined && { bathrooms: edit.bathrooms }),
      ...(edit.floorAreaSqft !== undefined && { floorAreaSqft: edit.floorAreaSqft }),
      ...(edit.yearBuilt !== undefined && { yearBuilt: edit.yearBuilt }),
      ...(edit.tenure !== undefined && { tenure: edit.tenure as Tenure | null }),
      ...(edit.description !== undefined && { description: masked('description', edit.description.trim()) }),
      ...(edit.price !== undefined && { actualPrice: edit.price }),
      ...(edit.currency !== undefined && { currency: edit.currency }),
      ...(edit.priceKind !== undefined && { priceKind: edit.priceKind }),
    });
    listing.missingFacts = listing.missingFacts.filter((fact) => !filled.has(fact));
    if (maskedPrices.length) listing.maskedPrices = [...listing.maskedPrices, ...maskedPrices];
    const holders = await this.dataSource.transaction(async (manager) => {
      if (factEdits.length) await manager.getRepository(ListingEntity).save(listing);
      await manager
        .getRepository(GameHomeEntity)
        .update(home.id, { displayTitle: home.displayTitle, visible: home.visible });
      // New facts reach every game that holds the listing (none has been guessed), and every one must forget them.
      const others: { gameId: string }[] = factEdits.length
        ? await manager.query(`SELECT DISTINCT "gameId" FROM game_home WHERE "listingId" = $1`, [listing.id])
        : [];
      return new Set([game.id, ...others.map((other) => other.gameId)]);
    });
    for (const gameId of holders) this.games.changed(gameId);
    return { home, maskedPrices };
  }

  /** Removes a home from a draft (a published game's homes have been played: hide them instead). */
  async removeHome(scope: RequestScope, { gameId, homeId }: { gameId: string; homeId: string }): Promise<GameEntity> {
    const { brand } = scope;
    const game = await this.managedGame(scope, { gameId });
    const words = wordsIn(brand.locale).builder;
    if (game.status === 'published') throw new DomainError('BAD_USER_INPUT', words.publishedHomesPlayed);
    const result = await this.dataSource.getRepository(GameHomeEntity).delete({ id: homeId, gameId: game.id });
    if (!result.affected) throw new DomainError('NOT_FOUND', words.homeNotInGame);
    return game;
  }

  /** Puts the game's homes in this order; the ids must be exactly the game's homes. */
  async reorderHomes(scope: RequestScope, { gameId }: { gameId: string }, homeIds: string[]): Promise<GameEntity> {
    const { brand } = scope;
    const game = await this.managedGame(scope, { gameId });
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT 1 FROM game WHERE id = $1 FOR UPDATE`, [game.id]);
      const current: { id: string }[] = await manager.query(`SELECT id FROM game_home WHERE "gameId" = $1`, [game.id]);
      const same =
        homeIds.length === current.length &&
        new Set(homeIds).size === homeIds.length &&
        current.every(({ id }) => homeIds.includes(id));
      if (!same) throw new DomainError('BAD_USER_INPUT', wordsIn(brand.locale).builder.listEachOnce);
      // Positions are unique per game: moved out of the way first, then to their places.
      await manager.query(`UPDATE game_home SET position = position + 10000 WHERE "gameId" = $1`, [game.id]);
      await manager.query(
        `UPDATE game_home gl SET position = home.position
         FROM unnest($2::uuid[]) WITH ORDINALITY AS home(id, position)
         WHERE gl.id = home.id AND gl."gameId" = $1`,
        [game.id, homeIds],
      );
    });
    this.games.changed(game.id);
    return game;
  }

  /** What stops the game from being published, each a sentence in the brand's locale; empty when it can be. */
  publishProblems(game: GameEntity, homes: GameHomeEntity[], locale: BrandLocale): string[] {
    const words = wordsIn(locale).builder;
    const problems = settingsProblems({ ...game, poolSize: game.poolSize }, locale);
    const playable = homes.filter((home) => home.visible);
    const needed = Math.max(game.roundCount, game.poolSize ?? 0);
    if (playable.length < needed) problems.push(words.addMoreHomes(needed - playable.length, needed));
    for (const home of playable) {
      const missing = home.listing!.missingFacts as MissingFact[];
      if (missing.length)
        problems.push(
          words.homeLacks(
            home.displayTitle ?? (listingTitle(home.listing!, locale) || home.listing!.sourceRef),
            missingMessage(missing, locale)!,
          ),
        );
    }
    return problems;
  }

  /** Publishes a draft: from now it is playable by its link (and listed, when public). */
  async publish(scope: RequestScope, { gameId }: { gameId: string }): Promise<GameEntity> {
    const { principal, brand } = scope;
    const game = await this.managedGame(scope, { gameId });
    // A draft made here before its creator's invitation was withdrawn (or before the rule) is not published here.
    authorize(principal, 'publishGames', { brand }, brand.locale);
    if (game.status === 'published') return game;
    refuseProblems(this.publishProblems(game, await this.homes(game.id), brand.locale));
    game.status = 'published';
    game.publishedAt = new Date();
    await this.dataSource
      .getRepository(GameEntity)
      .update(game.id, { status: 'published', publishedAt: game.publishedAt });
    this.games.changed(game.id);
    return game;
  }

  /** The caller sees a listing's price when it imported it (or is a site admin); others see its band. */
  seesPrice(principal: Principal, listing: Pick<ListingEntity, 'addedByAccountId'>): boolean {
    return (
      (listing.addedByAccountId !== null && listing.addedByAccountId === principal.account?.id) ||
      isSiteAdmin(principal)
    );
  }
}

function refuseProblems(problems: string[]): void {
  if (problems.length) throw new DomainError('BAD_USER_INPUT', problems.join(' '));
}

function settingsColumns(settings: GameSettings) {
  return {
    title: settings.title.trim(),
    description: settings.description.trim(),
    variant: settings.variant,
    roundCount: settings.roundCount,
    poolSize: settings.poolSize,
    regions: settings.regions.map((region) => region.trim()),
    scoringMode: settings.scoringMode,
    leaderboardEnabled: settings.leaderboardEnabled,
    startsAt: settings.startsAt,
    endsAt: settings.endsAt,
    visibility: settings.visibility,
  };
}

/** "Three Oxford homes!" -> "three-oxford-homes"; "game" when nothing is left. */
function slugOf(title: string): string {
  return (
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'game'
  );
}

function insertColumns(listing: NewListing): string {
  const columns = Object.keys(listing);
  return `(${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`;
}

/** The listing's values in insertColumns' order; jsonb goes as JSON text (pg would send an array as a Postgres array). */
function insertValues(listing: NewListing): unknown[] {
  return Object.entries(listing).map(([column, value]) => (column === 'maskedPrices' ? JSON.stringify(value) : value));
}

/** The edits a home cannot take as null: its columns hold a value (only a display title, year built and tenure may be cleared). */
const REQUIRED_EDITS = [
  'title',
  'addressLine',
  'city',
  'region',
  'postalCode',
  'country',
  'latitude',
  'longitude',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'floorAreaSqft',
  'description',
  'price',
  'currency',
  'priceKind',
  'visible',
] as const satisfies readonly (keyof HomeEdit)[];

/** A home edit's problems, each a sentence in the brand's locale. */
function homeEditProblems(edit: HomeEdit, locale: BrandLocale): string[] {
  const words = wordsIn(locale).builder.edit;
  // A null is a malformed argument (the form never sends one): its refusal, for API developers, stays English.
  const problems: string[] = REQUIRED_EDITS.filter((key) => edit[key] === null).map(
    (key) => `The home's ${key} cannot be cleared: give it a value, or leave it out.`,
  );
  const text = (value: string | null | undefined, field: HomeEditField, max: number, required = false) => {
    if (value === undefined || value === null) return;
    if (required && !value.trim()) problems.push(words.empty(words.fields[field]));
    if (value.length > max) problems.push(words.tooLong(words.fields[field], max));
  };
  const number = (value: number | null | undefined, field: HomeEditField, min: number, max: number, step = 1) => {
    if (value === undefined || value === null) return;
    if (!Number.isFinite(value) || value < min || value > max || (step > 0 && !Number.isInteger(value / step)))
      problems.push(words.numberRange(words.fields[field], min, max));
  };
  text(edit.displayTitle, 'displayTitle', 120);
  text(edit.title, 'title', 120, true);
  text(edit.addressLine, 'address', 200, true);
  text(edit.city, 'city', 100);
  text(edit.region, 'region', 100);
  text(edit.postalCode, 'postcode', 20);
  text(edit.description, 'description', 10_000);
  if (edit.country !== undefined && !(COUNTRIES as readonly string[]).includes(edit.country))
    problems.push(words.country(COUNTRIES.join(', ')));
  if (edit.propertyType !== undefined && !PROPERTY_TYPES.includes(edit.propertyType as PropertyType))
    problems.push(words.propertyType(PROPERTY_TYPES.join(', ')));
  if (edit.tenure !== undefined && edit.tenure !== null && !(TENURES as readonly string[]).includes(edit.tenure))
    problems.push(words.tenure);
  if (edit.currency !== undefined && !(CURRENCIES as readonly string[]).includes(edit.currency))
    problems.push(words.currency);
  if (edit.priceKind !== undefined && !(PRICE_KINDS as readonly string[]).includes(edit.priceKind))
    problems.push(words.priceKind);
  number(edit.latitude, 'latitude', -90, 90, 0);
  number(edit.longitude, 'longitude', -180, 180, 0);
  if (edit.latitude === 0 && edit.longitude === 0) problems.push(words.nullIsland);
  number(edit.bedrooms, 'bedrooms', 0, 100);
  number(edit.bathrooms, 'bathrooms', 0, 100, 0.5);
  number(edit.floorAreaSqft, 'floorArea', 1, 1_000_000);
  number(edit.yearBuilt, 'yearBuilt', 1000, new Date().getUTCFullYear() + 5);
  // A price no guess can reach would be a home nobody could score on.
  number(edit.price, 'price', PRICE_GUESS_LIMITS.min, PRICE_GUESS_LIMITS.max);
  return problems;
}
