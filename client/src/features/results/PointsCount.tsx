import { Plural, Trans } from '@lingui/react/macro';
import './locales';

/** "<strong>60</strong> points", "<strong>1</strong> point": a round's points in words, the number in bold. */
export function PointsCount({ points }: { points: number }) {
  return (
    // eslint-disable-next-line lingui/no-single-variables-to-translate -- the Plural inside it is words
    <Trans>
      <strong>{points}</strong> <Plural value={points} one="point" other="points" />
    </Trans>
  );
}
