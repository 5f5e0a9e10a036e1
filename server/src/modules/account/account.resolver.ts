import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../graphql/authorization';
import type { RequestContext } from '../../graphql/context';
import type { OwnAccount } from './account.service';
import { emailRateKey } from './account.service';
import { AccountType, CreateAccountInput } from './account.types';

/**
 * Accounts: create one, log in and out (the session lives in an httpOnly cookie, `policies/session-cookie.ts`), and `me`. All
 * public: a guest is who calls them. The browser's guest play comes along (AccountService).
 */
@Resolver()
export class AccountResolver {
  @Query(() => AccountType, { nullable: true, description: "The caller's own account; null for a guest." })
  @Authorized('public')
  async me(@Ctx() { services, account }: RequestContext): Promise<AccountType | null> {
    if (!account) return null;
    const own = await services.accounts.own(account);
    return own && toAccountType(own);
  }

  @Mutation(() => AccountType, {
    description:
      "Create an account and log in as it (a session cookie). What this browser played as a guest becomes the account's; the account's play answers to its session cookie only, never to a visitor token.",
  })
  @Authorized('public')
  async createAccount(
    @Arg('input') input: CreateAccountInput,
    @Ctx() { services, brand, visitorId, clientIp, sessionCookie }: RequestContext,
  ): Promise<AccountType> {
    await services.rateLimits.consumeForIpOrRefuse('createAccount', clientIp, brand.locale);
    const loggedIn = await services.accounts.create(input, {
      visitorId,
      previousToken: sessionCookie.token,
      locale: brand.locale,
    });
    sessionCookie.set(loggedIn.token, loggedIn.expiresAt);
    return toAccountType(loggedIn);
  }

  @Mutation(() => AccountType, {
    description:
      "Log in (a session cookie). What this browser played as a guest becomes the account's. An unknown email and a wrong password get the same answer.",
  })
  @Authorized('public')
  async logIn(
    @Arg('email') email: string,
    @Arg('password') password: string,
    @Ctx() { services, brand, visitorId, clientIp, sessionCookie }: RequestContext,
  ): Promise<AccountType> {
    await services.rateLimits.consume('logIn', emailRateKey(email), clientIp, { locale: brand.locale });
    const loggedIn = await services.accounts.logIn(email, password, visitorId, sessionCookie.token, brand.locale);
    sessionCookie.set(loggedIn.token, loggedIn.expiresAt);
    return toAccountType(loggedIn);
  }

  @Mutation(() => Boolean, {
    description: "Log out: ends this browser's session and clears its cookie. False when it was not logged in.",
  })
  @Authorized('public')
  async logOut(@Ctx() { services, account, sessionCookie }: RequestContext): Promise<boolean> {
    await services.accounts.logOut(sessionCookie.token);
    sessionCookie.clear();
    return account !== null;
  }
}

function toAccountType({ account, roles }: OwnAccount): AccountType {
  return {
    id: account.id,
    email: account.email,
    displayName: account.displayName,
    roles: roles.map(({ role, brandId }) => ({ role, brandId })),
  };
}
