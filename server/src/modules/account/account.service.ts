import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { QueryFailedError } from 'typeorm';
import {
  ACCOUNT_MESSAGES,
  displayNameProblem,
  emailProblem,
  PASSWORD_MAX_LENGTH,
  passwordProblem,
} from '@ballpark/common/accounts';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { DomainError } from '@ballpark/common/errors';
import { cleanPlayerName } from '@ballpark/common/player-name';
import { preparedQuery } from '../../platform/prepared-query';
import type { AccountPrincipal, HeldRole } from '../../policies/principal';
import type { LeaderboardService } from '../leaderboard/leaderboard.service';
import { AccountEntity } from './account.entity';
import { attachGuestPlay } from './guest-play';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { weakPasswordProblem } from './password-strength';
import { newSessionToken, SESSION_LIFETIME_MS, sessionTokenHash } from '../../policies/session-cookie';

export interface NewAccount {
  email: string;
  password: string;
  displayName: string;
}

/** The caller's own account and its roles: what `me` shows. */
export interface OwnAccount {
  account: AccountEntity;
  roles: HeldRole[];
}

/** An account just logged into: the token goes into the session cookie, never anywhere else. */
export interface LoggedIn extends OwnAccount {
  token: string;
  expiresAt: Date;
}

/**
 * Accounts, their log-in sessions, and the guest play a browser brings to the account it creates or logs into.
 * The account plays as `playerId`, an id of its own that is no browser's visitor id: the guest play of the browser
 * that creates or logs into it moves over (`attachGuestPlay`), and the account's play answers only to its session
 * cookie, never to a visitor token.
 */
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leaderboards: LeaderboardService,
  ) {}

  /**
   * Creates an account and logs it in. The account plays as a player id of its own, which no visitor token hashes to,
   * and what the browser played as a guest moves to it (as on logging in): once the browser logs out, its token
   * reaches none of the account's play.
   */
  async create(
    input: NewAccount,
    {
      visitorId,
      previousToken,
      locale,
    }: { visitorId: string | null; previousToken: string | null; locale: BrandLocale },
  ): Promise<LoggedIn> {
    const email = input.email.trim();
    // Stored as a player name is (cleaned), and refused in the brand's language, as the form refuses it.
    const displayName = cleanPlayerName(input.displayName);
    const problem =
      displayNameProblem(displayName, locale) ?? emailProblem(email, locale) ?? passwordProblem(input.password, locale);
    if (problem) throw new DomainError('BAD_USER_INPUT', problem);
    // Before the insert, so that a taken email is no failed statement (whose log line would carry its parameters).
    if (await this.emailTaken(email)) throw new DomainError('CONFLICT', ACCOUNT_MESSAGES[locale].emailTaken);
    const weak = weakPasswordProblem(input.password, [email, displayName], locale);
    if (weak) throw new DomainError('BAD_USER_INPUT', weak);
    const playerId = newPlayerId();
    const passwordHash = await hashPassword(input.password);
    try {
      const { loggedIn, movedEntries } = await this.dataSource.transaction(async (manager) => {
        const [row]: Record<string, unknown>[] = await manager.query(
          `INSERT INTO account (email, "passwordHash", "displayName", "playerId") VALUES ($1, $2, $3, $4) RETURNING *`,
          [email, passwordHash, displayName, playerId],
        );
        const movedEntries = visitorId ? await attachGuestPlay(manager, visitorId, playerId) : [];
        const account = Object.assign(new AccountEntity(), row);
        return { loggedIn: await this.logInAs(manager, account, previousToken), movedEntries };
      });
      if (visitorId) await this.leaderboards.recordMove(visitorId, playerId, movedEntries);
      return loggedIn;
    } catch (error) {
      // Two sign-ups with one email at once: both passed the check above.
      if (uniqueViolation(error) === 'account_email')
        throw new DomainError('CONFLICT', ACCOUNT_MESSAGES[locale].emailTaken);
      throw error;
    }
  }

  /**
   * Logs in with email and password. An unknown email and a wrong password get the same answer in the same time (the
   * unknown email's password is verified against a dummy hash). The browser's guest play becomes the account's.
   */
  async logIn(
    rawEmail: string,
    password: string,
    visitorId: string | null,
    previousToken: string | null,
    locale: BrandLocale,
  ): Promise<LoggedIn> {
    const messages = ACCOUNT_MESSAGES[locale];
    const email = rawEmail.trim();
    const problem = emailProblem(email, locale) ?? (password.length === 0 ? messages.noLogInPassword : null);
    if (problem) throw new DomainError('BAD_USER_INPUT', problem);
    if ([...password].length > PASSWORD_MAX_LENGTH) throw new DomainError('UNAUTHENTICATED', messages.wrongCredentials);
    const [row]: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT * FROM account WHERE lower(email) = lower($1)`,
      [email],
    );
    const account = row && Object.assign(new AccountEntity(), row);
    const matches = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
    if (!account || !matches) throw new DomainError('UNAUTHENTICATED', messages.wrongCredentials);

    const { loggedIn, movedEntries } = await this.dataSource.transaction(async (manager) => {
      const movedEntries = visitorId ? await attachGuestPlay(manager, visitorId, account.playerId) : [];
      return { loggedIn: await this.logInAs(manager, account, previousToken), movedEntries };
    });
    if (visitorId) await this.leaderboards.recordMove(visitorId, account.playerId, movedEntries);
    return loggedIn;
  }

  private async emailTaken(email: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM account WHERE lower(email) = lower($1)`, [
      email,
    ]);
    return rows.length > 0;
  }

  /** Ends the session of this token (the cookie is cleared by the caller); a token of no session is no error. */
  async logOut(token: string | null): Promise<void> {
    const tokenHash = sessionTokenHash(token);
    if (tokenHash) await this.dataSource.query(`DELETE FROM auth_session WHERE "tokenHash" = $1`, [tokenHash]);
  }

  /** The account a session token is logged into, with its roles; null for no token, an unknown or expired one. */
  async principalOf(token: string | null): Promise<AccountPrincipal | null> {
    const tokenHash = sessionTokenHash(token);
    if (!tokenHash) return null;
    const [row] = await preparedQuery<AccountPrincipal>(
      this.dataSource,
      'session-principal',
      `SELECT a.id, a."playerId",
              coalesce(json_agg(json_build_object('role', r.role, 'brandId', r."brandId"))
                         FILTER (WHERE r.id IS NOT NULL), '[]') AS roles
       FROM auth_session s JOIN account a ON a.id = s."accountId"
       LEFT JOIN account_role r ON r."accountId" = a.id
       WHERE s."tokenHash" = $1 AND s."expiresAt" > now()
       GROUP BY a.id`,
      [tokenHash],
    );
    return row ?? null;
  }

  /** The caller's own account and roles (`me`). */
  async own(principal: AccountPrincipal): Promise<OwnAccount | null> {
    const account = await this.dataSource.getRepository(AccountEntity).findOne({ where: { id: principal.id } });
    return account && { account, roles: [...principal.roles] };
  }

  /** A new session for the account; the one the browser had (logging in again, or into another account) ends. */
  private async logInAs(
    manager: EntityManager,
    account: AccountEntity,
    previousToken: string | null,
  ): Promise<LoggedIn> {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    const roles: HeldRole[] = await manager.query(
      `SELECT role, "brandId" FROM account_role WHERE "accountId" = $1 ORDER BY role, "brandId"`,
      [account.id],
    );
    await manager.query(
      `WITH ended AS (
         DELETE FROM auth_session WHERE "tokenHash" = $4 OR ("accountId" = $2 AND "expiresAt" <= now())
       )
       INSERT INTO auth_session ("tokenHash", "accountId", "expiresAt") VALUES ($1, $2, $3)`,
      [sessionTokenHash(token), account.id, expiresAt, sessionTokenHash(previousToken)],
    );
    return { account, roles, token, expiresAt };
  }
}

/** The key an email's log-in tries are counted under: its hash, so no address is kept in the rate limiter. */
export function emailRateKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** A player id no browser's token hashes to (nobody knows a preimage): the shape of a visitor id, from random bytes. */
function newPlayerId(): string {
  return createHash('sha256').update(randomBytes(32)).digest('hex');
}

function uniqueViolation(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' ? (driverError.constraint ?? null) : null;
}
