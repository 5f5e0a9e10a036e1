import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { AccountRole } from '@ballpark/common/accounts';
import { BrandEntity } from '../brand/brand.entity';

/**
 * A person who logs in. The account plays as `playerId`: the id the game's tables know a player by (their
 * `visitorId`), random and no browser's visitor id, so only the account's session cookie reaches its play; what a
 * guest played in a browser is the account's once it is attached (AccountService).
 */
@Entity('account')
// Unique whatever its case (an index on lower(email), declared in the migration).
export class AccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** As typed (trimmed); compared lower-cased. Never leaves the server but to its own account (`me`). */
  @Column({ type: 'text' })
  email: string;

  /** An argon2id hash (`password.ts`); no GraphQL type maps this entity, and no field carries it. */
  @Column({ type: 'text' })
  passwordHash: string;

  @Column({ type: 'text' })
  displayName: string;

  @Index({ unique: true })
  @Column({ type: 'char', length: 64 })
  playerId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A role an account holds; a brand admin's names its brand. */
@Entity('account_role')
export class AccountRoleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'accountId' })
  account?: AccountEntity;

  @Column({ type: 'text' })
  role: AccountRole;

  @Column({ type: 'uuid', nullable: true })
  brandId: string | null;

  @ManyToOne(() => BrandEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'brandId' })
  brand?: BrandEntity;
}

/** A logged-in browser: the session cookie carries a random token, this row only its SHA-256. */
@Entity('auth_session')
export class AuthSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index({ unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column('uuid')
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'accountId' })
  account?: AccountEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
