import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export interface BrandColors {
  primary: string;
  secondary: string;
  accent: string;
}

/** A site the game runs under: the default Ballpark brand, later white-label agent and publisher sites. */
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
