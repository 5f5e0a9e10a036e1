import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { AccountRole } from '@ballpark/common/accounts';

export enum AccountRoleEnum {
  CREATOR = 'creator',
  BRAND_ADMIN = 'brand_admin',
  SITE_ADMIN = 'site_admin',
}
registerEnumType(AccountRoleEnum, {
  name: 'AccountRole',
  description: 'What an account may do beyond playing.',
  valuesConfig: {
    CREATOR: { description: 'Builds games, and manages the games it built.' },
    BRAND_ADMIN: { description: "Manages one brand's games and profile." },
    SITE_ADMIN: { description: "Manages every brand's games and profiles." },
  },
});

@ObjectType('HeldRole', { description: 'A role the account holds; a brand admin names its brand.' })
export class HeldRoleType {
  @Field(() => AccountRoleEnum)
  role: AccountRole;

  @Field(() => ID, { nullable: true, description: 'The brand a brand admin manages; null for the other roles.' })
  brandId: string | null;
}

@ObjectType('Account', {
  description:
    "The caller's own account, served only to itself (`me`, and the answers of createAccount and logIn): no field shows another account, and none its password.",
})
export class AccountType {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  displayName: string;

  @Field(() => [HeldRoleType])
  roles: HeldRoleType[];
}

@InputType('CreateAccountInput')
export class CreateAccountInput {
  @Field({ description: 'Unique whatever its case; the log-in name.' })
  email: string;

  @Field({ description: '10-200 characters, taken as typed.' })
  password: string;

  @Field({ description: 'The name the account goes by, 1-40 characters.' })
  displayName: string;
}
