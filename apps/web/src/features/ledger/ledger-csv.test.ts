import { describe, expect, it } from 'vitest';
import { csvField, summaryCsv, summaryFileName } from './ledger-csv.ts';
import { summary } from './testing/ledger-fixtures.ts';

const NAMES: Record<string, string> = {
  t1: 'Rack Attack',
  t2: 'Cue Tips, "The Originals"',
  t3: '=HYPERLINK("http://evil")',
};

describe('the summary CSV', () => {
  it('has a header, a row per team with decimal amounts, and the totals', () => {
    const text = summaryCsv(summary(), (id) => NAMES[id] ?? id);
    expect(text.split('\r\n')).toEqual([
      'Team,Charged,Paid,Balance',
      'Rack Attack,55.00,30.00,25.00',
      '"Cue Tips, ""The Originals""",45.00,45.00,0.00',
      // A name a spreadsheet would run is written as text; the quote inside it doubled.
      `"'=HYPERLINK(""http://evil"")",45.00,50.00,-5.00`,
      'Total,145.00,125.00,20.00',
      '',
    ]);
  });

  it('quotes a field with a line break, and leaves negative amounts as numbers', () => {
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('-5.00')).toBe('-5.00');
    expect(csvField('-minus')).toBe("'-minus");
    expect(csvField('@home')).toBe("'@home");
  });

  it('is named after the season', () => {
    expect(summaryFileName('Spring 2026')).toBe('fees-spring-2026.csv');
    expect(summaryFileName('Été / Winter 25–26')).toBe('fees-ete-winter-25-26.csv');
    expect(summaryFileName('***')).toBe('fees-season.csv');
  });
});
