import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { formatPrice } from '@ballpark/common/price-format';
import { MAX_POINTS_PER_GUESS } from '@ballpark/common/scoring';
import type { GuessResultFieldsFragment } from '../../../graphql/generated/graphql';
import { revealedPriceLabel, type PriceFacts } from './price-words';
import { formatSignedPercent } from '../../ui/format';
import { describeDiff } from './diff-words';
import './locales';

interface GuessResultCardProps {
  result: GuessResultFieldsFragment;
  /** What the revealed price is (a sale, an asking price, a modelled one). */
  home: PriceFacts;
  /** Buttons and links under the result (next home, everyone's guesses). */
  children?: ReactNode;
}

/** The reveal of one round: the price, the guess, how far off, and the points. */
export function GuessResultCard({ result, home, children }: GuessResultCardProps) {
  const { i18n } = useLingui();
  const language = i18n.locale as BrandLocale;
  const hidden = i18n._(msg`Hidden`);
  const [points, maxPoints] = [result.points, MAX_POINTS_PER_GUESS];
  const tier = result.points >= 70 ? 'great' : result.points >= 40 ? 'ok' : 'low';
  return (
    <section className={`result-card result-card--${tier}`} aria-labelledby="round-result-title">
      <div className="result-card__head">
        <span className="result-card__emoji" aria-hidden="true">
          {result.emoji}
        </span>
        <div>
          <h2 id="round-result-title" className="result-card__feedback">
            {result.feedback}
          </h2>
          <p className="result-card__points">
            <Trans>
              <strong>{points}</strong> / {maxPoints} points
            </Trans>
          </p>
        </div>
      </div>
      <dl className="result-card__numbers">
        <div>
          <dt>{revealedPriceLabel(home, i18n)}</dt>
          <dd className="result-card__actual">
            {result.actualPrice !== null && result.actualPrice !== undefined
              ? formatPrice(result.actualPrice, result.currency, language)
              : hidden}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Your guess</Trans>
          </dt>
          <dd>
            {result.amount !== null && result.amount !== undefined
              ? formatPrice(result.amount, result.currency, language)
              : hidden}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Difference</Trans>
          </dt>
          <dd>
            {result.diffPercent !== null && result.diffPercent !== undefined ? (
              <>
                {formatSignedPercent(result.diffPercent, language)}
                <span className="muted small result-card__diff-words">{describeDiff(result.diffPercent, i18n)}</span>
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
      {children && <div className="result-card__actions">{children}</div>}
    </section>
  );
}
