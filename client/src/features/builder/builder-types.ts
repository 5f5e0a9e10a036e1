import type { BuilderGameFieldsFragment } from '../../graphql/generated/graphql';

export type BuilderGame = BuilderGameFieldsFragment;
export type BuilderHome = BuilderGame['homes'][number];
