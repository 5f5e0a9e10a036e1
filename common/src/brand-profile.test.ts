import { brandColourWarnings, brandProfileProblems, type BrandProfileDraft } from './brand-profile';

const valid: BrandProfileDraft = {
  displayName: 'Acme Homes',
  description: 'Homes in Acme.',
  tagline: 'Guess well',
  brandColors: { primary: '#1f6f5c', secondary: '#f4f1ea', accent: '#b4451f' },
  homeUrl: 'https://acme.example.com',
  serviceEmail: 'help@acme.example.com',
  whitelabelName: 'Acme',
  logoUrl: '/media/brand/acme/logo.svg',
  layoutComponent: 'AgentLayout',
  homePageComponent: 'AgentHome',
  brandedGameSlug: 'acme-price-challenge',
  locale: 'en',
  phone: '+44 20 7946 0000',
  officePhone: '',
  whatsapp: '',
  company: 'Acme Ltd',
  addressLine1: '1 High Street',
  addressLine2: '',
  website: '',
  agentName: '',
  agentTitle: '',
  specialties: ['Flats'],
  coverageAreas: ['Camden'],
  socialMedia: [{ network: 'instagram', url: 'https://instagram.com/acme' }],
  location: '',
  propertyReference: '',
  googleAnalyticsId: 'G-ABC123XYZ',
};

describe('the brand profile rules', () => {
  it('accept a whole valid profile', () => {
    expect(brandProfileProblems(valid)).toEqual({});
  });

  it('refuse a colour that is not #rrggbb, by its field', () => {
    const problems = brandProfileProblems({ ...valid, brandColors: { ...valid.brandColors, accent: 'red' } });
    expect(problems).toEqual({ 'brandColors.accent': 'Must be a colour written #rrggbb, like #1f6f5c.' });
  });

  it('refuse a missing name, a bad address, a bad email, an unknown layout and a repeated network', () => {
    const problems = brandProfileProblems({
      ...valid,
      displayName: ' ',
      homeUrl: 'javascript:alert(1)',
      serviceEmail: 'nobody',
      layoutComponent: 'EvilLayout',
      socialMedia: [...valid.socialMedia, { network: 'instagram', url: 'https://instagram.com/other' }],
    });
    expect(Object.keys(problems).sort()).toEqual([
      'displayName',
      'homeUrl',
      'layoutComponent',
      'serviceEmail',
      'socialMedia.1',
    ]);
  });

  it("say each problem and warning in the brand's language", () => {
    const problems = brandProfileProblems(
      { ...valid, displayName: '', brandColors: { ...valid.brandColors, accent: 'rojo' }, serviceEmail: 'nadie' },
      'es',
    );
    expect(problems).toEqual({
      displayName: 'Este campo es obligatorio.',
      'brandColors.accent': 'Tiene que ser un color escrito #rrggbb, como #1f6f5c.',
      serviceEmail: 'Escribe una dirección de correo completa, como nombre@ejemplo.com.',
    });
    expect(brandColourWarnings({ primary: '#312e81', secondary: '#eef2ff', accent: '#a16207' }, 'es')).toEqual([
      'Color de acento: como texto sobre blanco o sobre el color de fondo tiene un contraste de 4,4:1, por debajo de 4,5:1.',
    ]);
  });

  it('warn about colours text is hard to read on', () => {
    expect(brandColourWarnings(valid.brandColors)).toEqual([]);
    expect(brandColourWarnings({ primary: '#808080', secondary: '#555555', accent: '#b4451f' })).toEqual([
      expect.stringMatching(/^Main colour: text on it has a contrast of [\d.]+:1, below 4.5:1\.$/),
      expect.stringMatching(/^Surface colour: dark text/),
      expect.stringMatching(/^Main colour: as text on white or on the surface colour it has a contrast of [\d.]+:1/),
      expect.stringMatching(/^Accent colour: as text on white or on the surface colour it has a contrast of 1.4:1/),
    ]);
    // Thames & Finch's old accent: 4.9:1 on white, but 4.4:1 for its eyebrows on its own surface.
    expect(brandColourWarnings({ primary: '#312e81', secondary: '#eef2ff', accent: '#a16207' })).toEqual([
      'Accent colour: as text on white or on the surface colour it has a contrast of 4.4:1, below 4.5:1.',
    ]);
  });
});
