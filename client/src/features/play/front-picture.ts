import type { PictureKind } from '../../graphql/generated/graphql';

/** The picture a home is shown by in a list or a card: its front, else its first; none for a home without pictures. */
export function frontPicture<T extends { kind: PictureKind }>(pictures: readonly T[]): T | undefined {
  return pictures.find((picture) => picture.kind === 'FRONT') ?? pictures[0];
}
