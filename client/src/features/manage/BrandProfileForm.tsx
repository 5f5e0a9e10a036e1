import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  brandProfileProblems,
  type BrandProfileDraft,
  type BrandProfileProblems,
} from '@ballpark/common/brand-profile';
import { BRAND_LOCALES, HOME_PAGE_COMPONENTS, LAYOUT_COMPONENTS } from '@ballpark/common/brand-components';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { BrandProfileFieldsFragment } from '../../graphql/generated/graphql';
import { useBrand } from '../brand/brand-context';
import { errorMessage } from '../ui/errors';
import { FormSubmit } from '../ui/FormSubmit';
import { describedBy, FieldFrame } from '../ui/FieldFrame';
import { TextField } from '../ui/TextField';
import { draftOf, listOf, listText, socialLinksOf, socialText } from './brand-draft';
import { BrandPreview } from './BrandPreview';
import { useUpdateBrandProfile } from './manage-queries';
import './locales';

type TextKey = Exclude<keyof BrandProfileDraft, 'brandColors' | 'specialties' | 'coverageAreas' | 'socialMedia'>;

/** A web address's hint: how one starts. */
const WEB_ADDRESS_HINT = msg`https://…`;

/** The single-line texts of the profile, in the form's order, with their labels and hints. */
const TEXT_FIELDS: { key: TextKey; label: MessageDescriptor; hint?: MessageDescriptor; type?: string }[] = [
  { key: 'displayName', label: msg`Name shown on the site` },
  { key: 'whitelabelName', label: msg`White-label name`, hint: msg`What the site calls itself in its own copy.` },
  { key: 'tagline', label: msg`Tagline` },
  { key: 'homeUrl', label: msg`Home page address`, hint: WEB_ADDRESS_HINT, type: 'url' },
  { key: 'website', label: msg`Website`, hint: WEB_ADDRESS_HINT, type: 'url' },
  { key: 'logoUrl', label: msg`Logo address`, hint: msg`https://… or a path on this site, starting /.` },
  { key: 'serviceEmail', label: msg`Service email`, type: 'email' },
  { key: 'phone', label: msg`Phone`, type: 'tel' },
  { key: 'officePhone', label: msg`Office phone`, type: 'tel' },
  { key: 'whatsapp', label: msg`WhatsApp`, type: 'tel' },
  { key: 'company', label: msg`Company` },
  { key: 'agentName', label: msg`Agent name` },
  { key: 'agentTitle', label: msg`Agent title` },
  { key: 'addressLine1', label: msg`Address, first line` },
  { key: 'addressLine2', label: msg`Address, second line` },
  { key: 'location', label: msg`Location` },
  { key: 'propertyReference', label: msg`Property reference` },
  {
    key: 'brandedGameSlug',
    label: msg`The brand's own game`,
    hint: msg`Its slug, e.g. acme-price-challenge; or empty.`,
  },
  { key: 'googleAnalyticsId', label: msg`Google Analytics id`, hint: msg`e.g. G-ABC123XYZ; or empty.` },
];

/** The brand's three colours, as the form and its preview name them. */
const COLOUR_LABELS: Record<'primary' | 'secondary' | 'accent', MessageDescriptor> = {
  primary: msg`Main colour`,
  secondary: msg`Surface colour`,
  accent: msg`Accent colour`,
};

/**
 * Every field of the brand's profile (but its host name), checked by the rules the server applies
 * (@ballpark/common/brand-profile) before it is sent, with the live preview of the site beside it. The server's
 * refusal names each field's problem (the error's extensions), shown under the field.
 */
export function BrandProfileForm({ brand, hydrated }: { brand: BrandProfileFieldsFragment; hydrated: boolean }) {
  const { t, i18n } = useLingui();
  const { language } = useBrand();
  const hostName = brand.name;
  const [draft, setDraft] = useState<BrandProfileDraft>(() => draftOf(brand));
  // Lists are edited as text, so a comma or a new line can be typed before the next entry.
  const [lists, setLists] = useState(() => ({
    specialties: listText(brand.specialties),
    coverageAreas: listText(brand.coverageAreas),
    socialMedia: socialText(brand.socialMedia),
  }));
  const [problems, setProblems] = useState<BrandProfileProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, saving] = useUpdateBrandProfile();

  const whole = useMemo<BrandProfileDraft>(
    () => ({
      ...draft,
      specialties: listOf(lists.specialties),
      coverageAreas: listOf(lists.coverageAreas),
      socialMedia: socialLinksOf(lists.socialMedia),
    }),
    [draft, lists],
  );

  const edit = (change: Partial<BrandProfileDraft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...change }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    setSaved(false);
    const found = brandProfileProblems(whole, language);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setRefusal(t`Please correct the fields marked below.`);
      return;
    }
    try {
      await save({ variables: { input: whole } });
      setSaved(true);
    } catch (error) {
      setProblems(fieldProblemsOf(error));
      setRefusal(errorMessage(error, t`We couldn't save the profile. Please try again.`, i18n));
    }
  }

  const socialProblem = Object.entries(problems)
    .filter(([field]) => field.startsWith('socialMedia'))
    .map(([field, problem]) => {
      const line = Number(field.split('.')[1]) + 1;
      return t`Line ${line}: ${problem}`;
    })
    .join(' ');

  return (
    <div className="brand-editor">
      <form className="card stack" onSubmit={(event) => void submit(event)} noValidate aria-label={t`Brand profile`}>
        <h2>
          <Trans>Brand profile</Trans>
        </h2>
        <p className="muted">
          <Trans>
            Site address: <code>{hostName}</code> (the host name that selects this brand; not editable here).
          </Trans>
        </p>
        <fieldset className="stack">
          <legend>
            <Trans>Colours</Trans>
          </legend>
          {(['primary', 'secondary', 'accent'] as const).map((colour) => {
            const colourLabel = i18n._(COLOUR_LABELS[colour]);
            return (
              <div className="row" key={colour}>
                <TextField
                  label={colourLabel}
                  hint={t`#rrggbb`}
                  name={`colour-${colour}`}
                  value={draft.brandColors[colour]}
                  onChange={(event) => edit({ brandColors: { ...draft.brandColors, [colour]: event.target.value } })}
                  error={problems[`brandColors.${colour}`] ?? null}
                  disabled={!hydrated}
                />
                <input
                  type="color"
                  aria-label={t`${colourLabel}: pick`}
                  value={/^#[0-9a-f]{6}$/i.test(draft.brandColors[colour]) ? draft.brandColors[colour] : '#000000'}
                  onChange={(event) => edit({ brandColors: { ...draft.brandColors, [colour]: event.target.value } })}
                  disabled={!hydrated}
                />
              </div>
            );
          })}
        </fieldset>
        {TEXT_FIELDS.map(({ key, label, hint, type }) => (
          <TextField
            key={key}
            label={i18n._(label)}
            hint={hint && i18n._(hint)}
            type={type}
            name={key}
            value={draft[key]}
            onChange={(event) => edit({ [key]: event.target.value })}
            error={problems[key] ?? null}
            disabled={!hydrated}
          />
        ))}
        <TextArea
          label={t`Description`}
          value={draft.description}
          onChange={(value) => edit({ description: value })}
          error={problems.description ?? null}
          disabled={!hydrated}
        />
        <Choice
          label={t`Layout`}
          value={draft.layoutComponent}
          options={LAYOUT_COMPONENTS}
          onChange={(value) => edit({ layoutComponent: value })}
          error={problems.layoutComponent ?? null}
          disabled={!hydrated}
        />
        <Choice
          label={t`Home page`}
          value={draft.homePageComponent}
          options={HOME_PAGE_COMPONENTS}
          onChange={(value) => edit({ homePageComponent: value })}
          error={problems.homePageComponent ?? null}
          disabled={!hydrated}
        />
        <Choice
          label={t`Language`}
          value={draft.locale}
          options={BRAND_LOCALES}
          onChange={(value) => edit({ locale: value })}
          error={problems.locale ?? null}
          disabled={!hydrated}
        />
        <TextField
          label={t`Specialties`}
          hint={t`Separated by commas.`}
          name="specialties"
          value={lists.specialties}
          onChange={(event) => setLists({ ...lists, specialties: event.target.value })}
          error={problems.specialties ?? null}
          disabled={!hydrated}
        />
        <TextField
          label={t`Coverage areas`}
          hint={t`Separated by commas: the places the brand works in.`}
          name="coverageAreas"
          value={lists.coverageAreas}
          onChange={(event) => setLists({ ...lists, coverageAreas: event.target.value })}
          error={problems.coverageAreas ?? null}
          disabled={!hydrated}
        />
        <TextArea
          label={t`Social links`}
          hint={t`One a line: the network, a space, the link (instagram https://instagram.com/you).`}
          value={lists.socialMedia}
          onChange={(value) => setLists({ ...lists, socialMedia: value })}
          error={socialProblem || null}
          disabled={!hydrated}
        />
        <p role="status" className="muted">
          {saved ? t`The profile is saved: the site shows it now.` : ''}
        </p>
        <FormSubmit
          label={t`Save the profile`}
          busyLabel={t`Saving…`}
          busy={saving.loading}
          hydrated={hydrated}
          refusal={refusal}
        />
      </form>
      <BrandPreview draft={whole} logoUrl={brand.logoUrl} />
    </div>
  );
}

/** The server names each field's problem in the error's extensions, beside its code. */
function fieldProblemsOf(error: unknown): BrandProfileProblems {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const { code: _code, ...fields } = error.errors[0]?.extensions ?? {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function TextArea({
  label,
  hint,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        disabled={disabled}
      />
    </FieldFrame>
  );
}

function Choice({
  label,
  value,
  options,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  error: string | null;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        disabled={disabled}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
