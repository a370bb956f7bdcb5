import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-cell.ts';

describe('a CSV cell', () => {
  it('defuses text a spreadsheet would run as a formula, wherever a separator starts a cell', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`'=HYPERLINK("http://evil")`);
    expect(csvCell('  +1')).toBe("'  +1");
    expect(csvCell('-minus')).toBe("'-minus");
    expect(csvCell('@home')).toBe("'@home");
    expect(csvCell('Red Lion;=1+1')).toBe("Red Lion;'=1+1");
    expect(csvCell('a\t@b')).toBe("a\t'@b");
    expect(csvCell('\tTabbed')).toBe("'\tTabbed");
  });

  it('leaves numbers, decimals written as text and plain names as they are', () => {
    expect(csvCell(-12.5)).toBe(-12.5);
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('Cue Tips, "The Originals"')).toBe('Cue Tips, "The Originals"');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});
