import { PriceKindEnum } from '../../graphql/enums';
import { sourceNote } from './listing.mapper';

const record = {
  illustrative: false,
  sourceName: 'King County public sale record',
  priceKind: PriceKindEnum.SOLD,
  priceDate: '2014-10-13',
};

describe('a home source note, in the brand locale', () => {
  it('names the sale and its recorder', () => {
    expect(sourceNote(record, 'en')).toBe('Sold 13 Oct 2014 · King County public sale record');
    expect(sourceNote({ ...record, sourceName: 'Registro público de ventas del condado de King' }, 'es')).toBe(
      'Vendida el 13 oct 2014 · Registro público de ventas del condado de King',
    );
  });

  it('says when an asking price was listed, and leaves out an unnamed recorder', () => {
    const listed = { ...record, priceKind: PriceKindEnum.ASKING, sourceName: '' };
    expect(sourceNote(listed, 'en')).toBe('Listed 13 Oct 2014');
    expect(sourceNote(listed, 'es')).toBe('Anunciada el 13 oct 2014');
  });

  it('says an invented home is one', () => {
    expect(sourceNote({ ...record, illustrative: true }, 'es')).toBe(
      'Casa ilustrativa, inventada para la demostración',
    );
  });
});
