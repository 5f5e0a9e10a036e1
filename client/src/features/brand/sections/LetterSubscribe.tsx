import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useBrand } from '../brand-context';

/**
 * A newsletter's subscribe page: there is no sign-up form here (the site keeps no mailing list), so it says how to
 * ask the editor by email, with a ready-made message.
 */
export function LetterSubscribe() {
  const { brand } = useBrand();
  const mailto = `mailto:${brand.serviceEmail}?subject=${encodeURIComponent(`Subscribe: ${brand.displayName}`)}`;
  return (
    <article className="issue brand-section" aria-labelledby="subscribe-title">
      <p className="eyebrow">Subscribe</p>
      <h1 id="subscribe-title" className="issue__title">
        Get {brand.displayName} in your inbox
      </h1>
      <p className="issue__dek">{brand.description}</p>
      <section className="card stack" aria-labelledby="subscribe-how">
        <h2 id="subscribe-how">How to subscribe</h2>
        <p>
          Write to <a href={mailto}>{brand.serviceEmail}</a> and ask to be added to the list. Write again any time to
          leave it.
        </p>
        <p className="muted">
          This website does not take sign-ups or keep your address: the price challenges here need no account.
        </p>
        <div className="row">
          <a className="button button--accent" href={mailto}>
            Email {brand.serviceEmail}
          </a>
          {brand.brandedGameSlug && (
            <Link className="button button--secondary" to={paths.gameStart(brand.brandedGameSlug)}>
              Play this issue's challenge
            </Link>
          )}
        </div>
      </section>
    </article>
  );
}
