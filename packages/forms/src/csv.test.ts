import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';
import { form } from './test-fixtures.ts';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('')).toBe('');
  });

  it('defuses formulas by prefixing an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=1')).toBe('a=1');
  });
});

describe('toCsv', () => {
  const contact = form([
    { id: 'intro', type: 'section', title: 'Intro' },
    { id: 'name', type: 'name', title: 'Name' },
    { id: 'email', type: 'email', title: 'E-mail, please' },
    { id: 'topics', type: 'checkbox', title: '', options: ['News', 'Sales'] },
  ]);

  it('writes a header and one CRLF-terminated row per submission', () => {
    const csv = toCsv(contact, [
      { submittedAt: Date.UTC(2025, 2, 14, 9, 5), values: { name: { first: 'Ann', last: 'Lee' }, email: 'ann@example.org', topics: ['News', 'Sales'] } },
      { submittedAt: '2025-03-15', values: { email: '=cmd|calc' } },
    ]);
    expect(csv).toBe(
      'Submitted On,Name,"E-mail, please",topics\r\n' +
        '2025-03-14T09:05:00.000Z,Ann Lee,ann@example.org,"News, Sales"\r\n' +
        "2025-03-15,,'=cmd|calc,\r\n",
    );
  });

  it('adds columns for answers to fields no longer in the form', () => {
    const csv = toCsv(contact, [
      { submittedAt: '1', values: { email: 'a@b.co', old: 'x' } },
      { submittedAt: '2', values: { older: 'y' } },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Submitted On,Name,"E-mail, please",topics,old,older',
      '1,,a@b.co,,x,',
      '2,,,,,y',
      '',
    ]);
  });

  it('writes only the header for no submissions', () => {
    expect(toCsv(form([]), [])).toBe('Submitted On\r\n');
  });
});
