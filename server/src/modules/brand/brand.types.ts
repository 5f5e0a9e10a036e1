import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('BrandColors')
export class BrandColorsType {
  @Field({ description: "The brand's main colour (#rrggbb): headers and buttons, with white or dark text on it." })
  primary: string;

  @Field({ description: 'A light surface colour (#rrggbb) that dark text reads on.' })
  secondary: string;

  @Field({ description: 'The colour of calls to action (#rrggbb).' })
  accent: string;
}

@ObjectType('BrandAddress', { description: 'A postal address in one or two lines.' })
export class BrandAddressType {
  @Field()
  line1: string;

  @Field(() => String, { nullable: true })
  line2: string | null;
}

@ObjectType('SocialLink')
export class SocialLinkType {
  @Field({ description: 'The network, e.g. instagram.' })
  network: string;

  @Field()
  url: string;
}

/** A brand entity is served as it is: every column is public, and `address` and `socialMedia` are resolved. */
@ObjectType('Brand', { description: 'The site a game runs under: Ballpark itself or a white-label brand. All public.' })
export class BrandType {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Lower-case name, matched against the first label of the host name.' })
  name: string;

  @Field()
  displayName: string;

  @Field()
  description: string;

  @Field()
  tagline: string;

  @Field(() => BrandColorsType)
  brandColors: BrandColorsType;

  @Field()
  homeUrl: string;

  @Field()
  serviceEmail: string;

  @Field()
  whitelabelName: string;

  @Field({ description: "The brand's logo (an SVG served by this site)." })
  logoUrl: string;

  @Field({ description: 'The layout the site wears: one of @ballpark/common/brand-components LAYOUT_COMPONENTS.' })
  layoutComponent: string;

  @Field({ description: 'The home page the site shows: one of HOME_PAGE_COMPONENTS.' })
  homePageComponent: string;

  @Field(() => String, { nullable: true, description: "The slug of the brand's own game." })
  brandedGameSlug: string | null;

  @Field({ description: 'The language the site speaks: en or es.' })
  locale: string;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  officePhone: string | null;

  @Field(() => String, { nullable: true })
  whatsapp: string | null;

  @Field(() => String, { nullable: true })
  company: string | null;

  @Field(() => String, { nullable: true })
  website: string | null;

  @Field(() => String, { nullable: true })
  agentName: string | null;

  @Field(() => String, { nullable: true })
  agentTitle: string | null;

  @Field(() => [String])
  specialties: string[];

  @Field(() => [String], { description: 'The places the brand works in; its branded game draws its homes there.' })
  coverageAreas: string[];

  @Field(() => String, { nullable: true })
  location: string | null;

  @Field(() => String, { nullable: true })
  propertyReference: string | null;

  @Field(() => String, { nullable: true })
  googleAnalyticsId: string | null;
}

@ObjectType('SupportedLocale')
export class SupportedLocaleType {
  @Field({ description: 'The code as listed, e.g. es-ES.' })
  code: string;

  @Field({ description: 'Its language part, e.g. es.' })
  language: string;

  @Field({ description: 'The full variant the language maps to.' })
  variant: string;

  @Field({ description: 'The admin-translation label of the language.' })
  label: string;
}

@ObjectType('AdminTranslation')
export class AdminTranslationType {
  @Field()
  language: string;

  @Field()
  label: string;
}

@ObjectType('Website', {
  description: 'The site-wide holder: the locales the site supports and its admin translations.',
})
export class WebsiteType {
  @Field(() => [SupportedLocaleType])
  supportedLocales: SupportedLocaleType[];

  @Field(() => [AdminTranslationType])
  adminTranslations: AdminTranslationType[];
}
