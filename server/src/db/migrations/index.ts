import { InitialSchema1764100000000 } from './1764100000000-initial-schema';

/** Every migration, oldest first. The start command runs any that are pending. */
export const MIGRATIONS = [InitialSchema1764100000000];
