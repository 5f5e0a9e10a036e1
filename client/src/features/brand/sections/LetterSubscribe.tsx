import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useBrand } from '../brand-context';
import './locales';

/**
 * A newsletter's subscribe page: there is no sign-up form here (the site keeps no mailing list), so it says how to
 * ask the editor by email, with a ready-made message.
 */
export function LetterSubscribe() {
  const { brand } = useBrand();
  const { t } = useLingui();
  const name = brand.displayName;
  const email = brand.serviceEmail;
  const mailto = `mailto:${email}?subject=${encodeURIComponent(t`Subscribe: ${name}`)}`;
  return (
    <article className="issue brand-section" aria-labelledby="subscribe-title">
      <p className="eyebrow">
        <Trans>Subscribe</Trans>
      </p>
      <h1 id="subscribe-title" className="issue__title">
        <Trans>Get {name} in your inbox</Trans>
      </h1>
      <p className="issue__dek">{brand.description}</p>
      <section className="card stack" aria-labelledby="subscribe-how">
        <h2 id="subscribe-how">
          <Trans>How to subscribe</Trans>
        </h2>
        <p>
          <Trans>
            Write to <a href={mailto}>{email}</a> and ask to be added to the list. Write again any time to leave it.
          </Trans>
        </p>
        <p className="muted">
          <Trans>
            This website does not take sign-ups or keep your address: the price challenges here need no account.
          </Trans>
        </p>
        <div className="row">
          <a className="button button--accent" href={mailto}>
            <Trans>Email {email}</Trans>
          </a>
          {brand.brandedGameSlug && (
            <Link className="button button--secondary" to={paths.gameStart(brand.brandedGameSlug)}>
              <Trans>Play this issue's challenge</Trans>
            </Link>
          )}
        </div>
      </section>
    </article>
  );
}
