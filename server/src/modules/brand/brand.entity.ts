import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BrandLocale, HomePageComponent, LayoutComponent } from '@ballpark/common/brand-components';

export interface BrandColors {
  primary: string;
  secondary: string;
  accent: string;
}

/** A postal address: one line, or two. */
export type BrandAddress = string | { line1: string; line2?: string };

/**
 * A site the game runs under (product spec, "Brand profile"): the default Ballpark brand and the white-label agent
 * and newsletter sites. Every field is public: the API's brand types expose the profile as it is.
 */
@Entity('brand')
export class BrandEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Lower-case label matched against the first label of the host name. */
  @Column({ unique: true })
  name: string;

  @Column()
  displayName: string;

  @Column({ default: '' })
  description: string;

  @Column({ default: '' })
  tagline: string;

  @Column({ type: 'jsonb' })
  brandColors: BrandColors;

  @Column({ default: false })
  isDefault: boolean;

  @Column({ type: 'text', default: '' })
  homeUrl: string;

  @Column({ type: 'text', default: '' })
  serviceEmail: string;

  /** The name the white-label site goes by in its own copy ("Casa Verde's price challenge"). */
  @Column({ type: 'text', default: '' })
  whitelabelName: string;

  @Column({ type: 'text', default: '' })
  logoUrl: string;

  @Column({ type: 'text', default: 'SiteLayout' })
  layoutComponent: LayoutComponent;

  @Column({ type: 'text', default: 'GamesHome' })
  homePageComponent: HomePageComponent;

  @Column({ type: 'text', nullable: true })
  brandedGameSlug: string | null;

  @Column({ type: 'text', default: 'en' })
  locale: BrandLocale;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  officePhone: string | null;

  @Column({ type: 'text', nullable: true })
  whatsapp: string | null;

  @Column({ type: 'text', nullable: true })
  company: string | null;

  @Column({ type: 'jsonb', nullable: true })
  address: BrandAddress | null;

  @Column({ type: 'text', nullable: true })
  website: string | null;

  @Column({ type: 'text', nullable: true })
  agentName: string | null;

  @Column({ type: 'text', nullable: true })
  agentTitle: string | null;

  @Column({ type: 'text', array: true, default: '{}' })
  specialties: string[];

  @Column({ type: 'text', array: true, default: '{}' })
  coverageAreas: string[];

  /** Network name ("instagram") to the brand's link on it. */
  @Column({ type: 'jsonb', default: {} })
  socialMedia: Record<string, string>;

  @Column({ type: 'text', nullable: true })
  location: string | null;

  @Column({ type: 'text', nullable: true })
  propertyReference: string | null;

  @Column({ type: 'text', nullable: true })
  googleAnalyticsId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
