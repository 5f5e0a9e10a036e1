import type { DataSource, Repository } from 'typeorm';
import { brandLabelFromHost } from '@ballpark/common/brand-from-host';
import { brandOrigin, type BrandOrigins } from '@ballpark/common/brand-origin';
import { brandProfileProblems, type BrandProfileDraft } from '@ballpark/common/brand-profile';
import type { BrandLocale, HomePageComponent, LayoutComponent } from '@ballpark/common/brand-components';
import { DomainError } from '@ballpark/common/errors';
import { ADMIN_TRANSLATIONS, supportedLocales } from '@ballpark/common/website';
import { authorize } from '../../policies';
import type { RequestScope } from './request-scope';
import { publishInvalidation } from '../../realtime/cache-invalidation';
import type { PubSub } from '../../realtime/pubsub';
import { wordsIn, type ServerWords } from '../../i18n';
import { BrandEntity } from './brand.entity';

/** A game of the brand with how much it has been played: the brand admin's list (scoot-management). */
export interface ManagedGameRow {
  id: string;
  slug: string;
  title: string;
  variant: string;
  createdAt: Date;
  sessionCount: number;
  completedSessionCount: number;
  guessCount: number;
}

const CACHE_MS = 30_000;

/**
 * Picks the brand of a request from its host name (GAME-RULES "Brand selection"); brands change rarely, so cached, and
 * an edit of a profile makes every instance forget the cache (realtime/cache-invalidation.ts).
 */
export class BrandService {
  private readonly repository: Repository<BrandEntity>;
  private cache: {
    loadedAt: number;
    byName: Map<string, BrandEntity>;
    byId: Map<string, BrandEntity>;
    fallback: BrandEntity;
  } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly origins: BrandOrigins,
    private readonly pubSub: PubSub,
  ) {
    this.repository = dataSource.getRepository(BrandEntity);
  }

  /** Drops this instance's cache of brands: the next request reads them again. */
  forget(): void {
    this.cache = null;
  }

  /**
   * Saves the brand's profile (scoot-management): its admins and site admins only (BRAND_POLICY.update); a draft
   * with any problem (@ballpark/common/brand-profile) is refused whole, naming each, and changes nothing. Every
   * instance forgets its cached brands once the update has committed.
   */
  async updateProfile(scope: RequestScope, draft: BrandProfileDraft): Promise<BrandEntity> {
    const { principal, brand } = scope;
    authorize(principal, 'update', { brand }, brand.locale);
    const words = wordsIn(brand.locale).brandProfile;
    const problems = brandProfileProblems(draft, brand.locale);
    const slug = draft.brandedGameSlug.trim();
    if (!problems.brandedGameSlug && slug !== '') {
      const [game] = await this.dataSource.query(`SELECT 1 FROM game WHERE "brandId" = $1 AND slug = $2`, [
        brand.id,
        slug,
      ]);
      if (!game) problems.brandedGameSlug = words.noSuchGame(slug);
    }
    const fields = Object.keys(problems);
    // The extensions keep the fields' keys (the form puts each problem under its field); the message names them.
    if (fields.length > 0)
      throw new DomainError(
        'BAD_USER_INPUT',
        words.notSaved(fields.map((field) => `${profileFieldName(field, words)}: ${problems[field]}`).join(' ')),
        problems,
      );
    await this.repository.update(brand.id, profileColumns(draft));
    this.changed(brand.id);
    const updated = await this.repository.findOneByOrFail({ id: brand.id });
    return updated;
  }

  /** The brand's games, newest first, with their counts of sessions and guesses (BRAND_POLICY.manage). */
  async managedGames(scope: RequestScope): Promise<ManagedGameRow[]> {
    const { principal, brand } = scope;
    authorize(principal, 'manage', { brand }, brand.locale);
    return this.dataSource.query(
      `SELECT g.id, g.slug, g.title, g.variant, g."createdAt",
              (SELECT count(*)::int FROM play_session s WHERE s."gameId" = g.id) AS "sessionCount",
              (SELECT count(*)::int FROM play_session s WHERE s."gameId" = g.id AND s."completedAt" IS NOT NULL)
                AS "completedSessionCount",
              (SELECT count(*)::int FROM guess x JOIN play_session s ON s.id = x."sessionId" WHERE s."gameId" = g.id)
                AS "guessCount"
       FROM game g WHERE g."brandId" = $1 ORDER BY g."createdAt" DESC, g.id DESC`,
      [brand.id],
    );
  }

  /** After an edit committed: this instance forgets its brands now, every other one on the event. */
  private changed(brandId: string): void {
    this.forget();
    publishInvalidation(this.pubSub, { cache: 'brands', id: brandId });
  }

  /** The absolute base of the brand's links: its own host, so a shared link opens on the brand it was shared from. */
  origin(brand: BrandEntity): string {
    return brandOrigin(brand, this.origins);
  }

  async forHost(host: string | undefined): Promise<BrandEntity> {
    const { byName, fallback } = await this.load();
    const label = brandLabelFromHost(host);
    return (label && byName.get(label)) || fallback;
  }

  /** Every brand: the default first, then by name. */
  async all(): Promise<BrandEntity[]> {
    const { byName, fallback } = await this.load();
    const others = [...byName.values()].filter((brand) => brand !== fallback);
    return [fallback, ...others.sort((a, b) => a.name.localeCompare(b.name))];
  }

  /** The default brand: the main site, where any account builds games. */
  async main(): Promise<BrandEntity> {
    return (await this.load()).fallback;
  }

  async byName(name: string): Promise<BrandEntity | null> {
    return (await this.load()).byName.get(name) ?? null;
  }

  /** The website holder: its supported locales, reduced to their languages, and its admin translations. */
  website() {
    return {
      supportedLocales: supportedLocales(),
      adminTranslations: Object.entries(ADMIN_TRANSLATIONS).map(([language, label]) => ({ language, label })),
    };
  }

  async byId(id: string): Promise<BrandEntity> {
    const brand = (await this.load()).byId.get(id);
    if (!brand) throw new Error(`brand ${id} is not loaded`);
    return brand;
  }

  private async load() {
    if (this.cache && Date.now() - this.cache.loadedAt < CACHE_MS) return this.cache;
    const brands = await this.repository.find();
    const fallback = brands.find((brand) => brand.isDefault);
    if (!fallback) throw new Error('No default brand: run the migrations and the seed first.');
    this.cache = {
      loadedAt: Date.now(),
      byName: new Map(brands.map((brand) => [brand.name, brand])),
      byId: new Map(brands.map((brand) => [brand.id, brand])),
      fallback,
    };
    return this.cache;
  }
}

/** The draft as the brand's columns: texts trimmed, an empty optional text as none, the address in one or two lines. */
function profileColumns(draft: BrandProfileDraft): Partial<BrandEntity> {
  const text = (value: string) => value.trim();
  const optional = (value: string) => value.trim() || null;
  const list = (values: string[]) => values.map((value) => value.trim()).filter(Boolean);
  const line1 = draft.addressLine1.trim();
  const line2 = draft.addressLine2.trim();
  return {
    displayName: text(draft.displayName),
    description: text(draft.description),
    tagline: text(draft.tagline),
    brandColors: {
      primary: draft.brandColors.primary.trim().toLowerCase(),
      secondary: draft.brandColors.secondary.trim().toLowerCase(),
      accent: draft.brandColors.accent.trim().toLowerCase(),
    },
    homeUrl: text(draft.homeUrl),
    serviceEmail: text(draft.serviceEmail),
    whitelabelName: text(draft.whitelabelName),
    logoUrl: text(draft.logoUrl),
    layoutComponent: draft.layoutComponent as LayoutComponent,
    homePageComponent: draft.homePageComponent as HomePageComponent,
    brandedGameSlug: optional(draft.brandedGameSlug),
    locale: draft.locale as BrandLocale,
    phone: optional(draft.phone),
    officePhone: optional(draft.officePhone),
    whatsapp: optional(draft.whatsapp),
    company: optional(draft.company),
    address: line1 === '' ? null : line2 === '' ? line1 : { line1, line2 },
    website: optional(draft.website),
    agentName: optional(draft.agentName),
    agentTitle: optional(draft.agentTitle),
    specialties: list(draft.specialties),
    coverageAreas: list(draft.coverageAreas),
    socialMedia: Object.fromEntries(
      draft.socialMedia
        .filter(({ network, url }) => network.trim() !== '' || url.trim() !== '')
        .map(({ network, url }) => [network.trim().toLowerCase(), url.trim()]),
    ),
    location: optional(draft.location),
    propertyReference: optional(draft.propertyReference),
    googleAnalyticsId: optional(draft.googleAnalyticsId),
  };
}

/** A profile field as the form labels it: "Main colour" for `brandColors.primary`, "Social link 2" for `socialMedia.1`. */
function profileFieldName(field: string, words: ServerWords['brandProfile']): string {
  const socialLink = /^socialMedia\.(\d+)$/.exec(field);
  if (socialLink) return words.socialLink(Number(socialLink[1]) + 1);
  return words.fields[field as keyof typeof words.fields] ?? field;
}
