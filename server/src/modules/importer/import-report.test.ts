import { formatImportReport } from './import-report';

describe('formatImportReport', () => {
  it('prints the counts and every error when there are few', () => {
    const report = {
      read: 21613,
      imported: 21610,
      skippedDuplicates: 1,
      errors: [
        { line: 3, message: 'line 3: price must be a number, got "abc"' },
        { line: 5, message: 'line 5: sqft_living must be greater than 0, got -1800' },
      ],
    };
    expect(formatImportReport(report)).toBe(
      'read 21,613 rows: 21,610 imported, 1 already there, 2 invalid\n' +
        '  line 3: price must be a number, got "abc"\n' +
        '  line 5: sqft_living must be greater than 0, got -1800',
    );
  });

  it('prints the first errors and how many more there are', () => {
    const errors = Array.from({ length: 25 }, (_, i) => ({ line: i + 2, message: `line ${i + 2}: price is missing` }));
    const lines = formatImportReport({ read: 25, imported: 0, skippedDuplicates: 0, errors }).split('\n');
    expect(lines).toHaveLength(22);
    expect(lines[20]).toBe('  line 21: price is missing');
    expect(lines[21]).toBe('  and 5 more');
  });
});
