import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('BrandColors')
export class BrandColorsType {
  @Field()
  primary: string;

  @Field()
  secondary: string;

  @Field()
  accent: string;
}

@ObjectType('Brand', { description: 'The site a game runs under: Ballpark itself or a white-label brand.' })
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
}
