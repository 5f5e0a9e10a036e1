import { useLingui } from '@lingui/react/macro';
import { useBrand } from './brand-context';
import './locales';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const waHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** The agent's card: who, how to reach them, where they are. */
export function ContactCard() {
  const { brand } = useBrand();
  const { t } = useLingui();
  const address = brand.address ? [brand.address.line1, brand.address.line2].filter(Boolean) : [];
  return (
    <aside className="contact-card" aria-label={t`Contact`}>
      <img src={brand.logoUrl} alt="" width={56} height={56} />
      <div>
        <p className="contact-card__eyebrow">{t`Your agent`}</p>
        {brand.agentName && <p className="contact-card__name">{brand.agentName}</p>}
        {brand.agentTitle && <p className="contact-card__title">{brand.agentTitle}</p>}
        {brand.company && <p className="contact-card__title">{brand.company}</p>}
      </div>
      <ul className="contact-card__lines">
        {brand.phone && (
          <li>
            {t`Call`}: <a href={telHref(brand.phone)}>{brand.phone}</a>
          </li>
        )}
        {brand.officePhone && (
          <li>
            <a href={telHref(brand.officePhone)}>{brand.officePhone}</a>
          </li>
        )}
        <li>
          {t`Email`}: <a href={`mailto:${brand.serviceEmail}`}>{brand.serviceEmail}</a>
        </li>
        {brand.whatsapp && (
          <li>
            <a href={waHref(brand.whatsapp)} rel="noopener noreferrer" target="_blank">
              {t`WhatsApp`}
            </a>
          </li>
        )}
      </ul>
      {address.length > 0 && (
        <address className="contact-card__address">
          {address.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      )}
      <SocialLinks />
    </aside>
  );
}

export function SocialLinks() {
  const { brand } = useBrand();
  const { t } = useLingui();
  if (brand.socialMedia.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t`Follow us`}>
      {brand.socialMedia.map((link) => (
        <li key={link.network}>
          <a href={link.url} rel="noopener noreferrer" target="_blank">
            {link.network}
          </a>
        </li>
      ))}
    </ul>
  );
}
