import type { DataSource, Repository } from 'typeorm';
import { brandLabelFromHost } from '@ballpark/common/brand-from-host';
import { brandOrigin, type BrandOrigins } from '@ballpark/common/brand-origin';
import { ADMIN_TRANSLATIONS, supportedLocales } from '@ballpark/common/website';
import { BrandEntity } from './brand.entity';

const CACHE_MS = 30_000;

/** Picks the brand of a request from its host name (GAME-RULES "Brand selection"); brands change rarely, so cached. */
export class BrandService {
  private readonly repository: Repository<BrandEntity>;
  private cache: {
    loadedAt: number;
    byName: Map<string, BrandEntity>;
    byId: Map<string, BrandEntity>;
    fallback: BrandEntity;
  } | null = null;

  constructor(
    dataSource: DataSource,
    private readonly origins: BrandOrigins,
  ) {
    this.repository = dataSource.getRepository(BrandEntity);
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
