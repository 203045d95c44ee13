import { describe, expect, it } from 'vitest';
import { goldens } from '../golden.helper.ts';
import { FREE_LABEL_REQUIRED } from './intl.ts';
import { formatMessage, MESSAGE_CACHE_LIMIT, messageCacheSize } from './messageformat.ts';

const T = 1672927629000; // 2023-01-05 14:07:09 UTC
const utc = { website: { timeZone: 'UTC' } };

goldens('decimal', [
  { t: '{n|decimal maxfrac:1}', d: { n: 1234.56 }, out: '1,234.6' },
  { t: '{n|decimal}', d: { n: 1234.5678 }, out: '1,234.568' },
  { t: '{n|decimal no-group}|{n|decimal group:false}', d: { n: 1234.5 }, out: '1234.5|1234.5' },
  { t: '{n|decimal minfrac:2}|{n|decimal minint:4}', d: { n: 5 }, out: '5.00|0,005' },
  { t: '{n|decimal maxfrac:0}|{m|decimal maxfrac:0}', d: { n: 2.5, m: 3.5 }, out: '2|4' },
  { t: '{n|decimal maxfrac:0 round:half-up}|{n|decimal maxfrac:0 round:floor}|{n|decimal maxfrac:0 round:ceil}', d: { n: 2.5 }, out: '3|2|3' },
  { t: '{n|decimal maxsig:2}|{n|decimal style:short}|{n|decimal style:long}', d: { n: 1234.5 }, out: '1,200|1.2K|1.2 thousand' },
  { t: '{n|decimal style:percent}|{n|decimal style:permille}|{n|decimal style:scientific}', d: { n: 0.125 }, out: '12%|125‰|1.25E-1' }, // half-even by default, as CLDR,
  { t: '{n|decimal style:percent-scaled}|{n|decimal style:permille-scaled}', d: { n: 12 }, out: '12%|12‰' },
  // Digit counts are clamped to 0-50 (then to Intl's range), never an error.
  { t: '{n|decimal maxfrac:99}|{n|decimal maxfrac:-3}|{n|decimal minint:60}', d: { n: 0.5 }, out: '0.5|0|000,000,000,000,000,000,000.5' },
  { t: '{n|decimal}|{s|decimal}|{o|decimal}', d: { n: '12', s: 'x', o: {} }, out: '12||' },
  { t: '{n|decimal}', d: { n: 1234.5 }, opts: { locale: 'de-DE' }, out: '1.234,5' },
]);

goldens('money', [
  { t: '{m|money style:code}', d: { m: { value: '5', currency: 'EUR' } }, out: '5.00 EUR' },
  { t: '{m|money}', d: { m: { decimalValue: '1234.5', currencyCode: 'USD', value: '1', currency: 'EUR' } }, out: '$1,234.50' },
  { t: '{m|money style:accounting}|{m|money style:name}', d: { m: { value: '-5', currency: 'USD' } }, out: '($5.00)|-5.00 US dollars' },
  { t: '{m|money symbol:narrow}|{m|money}', d: { m: { value: '5', currency: 'CAD' } }, out: '$5.00|CA$5.00' },
  { t: '{m|money style:short}', d: { m: { value: '12345', currency: 'USD' } }, out: '$12K' },
  { t: '{m|money}', d: { m: { value: '1000', currency: 'JPY' } }, out: '¥1,000' },
  { t: '{m|money}|{n|money}|{x|money}', d: { m: { value: '5' }, n: 5, x: { value: 'a', currency: 'USD' } }, out: '||' },
  { t: '{m|money}', d: { m: { value: '5', currency: 'EUR' } }, opts: { locale: 'fr-FR' }, out: '5,00\u00a0€' },
  // Free on zero needs its label (platform.md §5).
  { t: '{m|money,free:Free of charge}|{n|money,free:Free}', d: { m: { value: '0.00', currency: 'USD' }, n: { value: '2', currency: 'USD' } }, out: 'Free of charge|$2.00' },
  { t: '{m|money free}', d: { m: { value: '0', currency: 'USD' } }, out: '$0.00', errors: [FREE_LABEL_REQUIRED] },
  { t: '{m|money free:}', d: { m: { value: '0', currency: 'USD' } }, out: '$0.00', errors: [FREE_LABEL_REQUIRED] },
]);

goldens('datetime, datetime-interval, relative-time', [
  { t: '{t|datetime date:full time:short}', d: { t: T, ...utc }, out: 'Thursday, January 5, 2023 at 2:07\u202fPM' },
  { t: '{t|datetime}', d: { t: T, ...utc }, out: 'January 5, 2023' },
  { t: '{t|datetime date}|{t|datetime time}|{t|datetime medium}', d: { t: T, ...utc }, out: '1/5/23|2:07\u202fPM|Jan 5, 2023' },
  { t: '{t|datetime datetime:short}', d: { t: T, ...utc }, out: '1/5/23, 2:07\u202fPM' },
  { t: '{t|datetime skeleton:yMMMEd}|{t|datetime Hm}', d: { t: T, ...utc }, out: 'Thu, Jan 5, 2023|14:07' },
  { t: '{t|datetime time:short}', d: { t: T }, out: '9:07\u202fAM' },
  { t: '{t|datetime time:short}', d: { t: T, website: { timeZone: 'Nope/Zone' } }, out: '2:07\u202fPM' },
  { t: '{t|datetime}', d: { t: 'x' }, out: '' },
  { t: '{a, b|datetime-interval}', d: { a: T, b: T + 3 * 86400000, ...utc }, out: 'Jan 5\u2009–\u20098, 2023' },
  { t: '{a, b|datetime-interval yMMMMd}', d: { a: T, b: T + 40 * 86400000, ...utc }, out: 'January 5\u2009–\u2009February 14, 2023' },
  { t: '{a, b|datetime-interval skeleton:Hm}', d: { a: T, b: T + 3600000, ...utc }, out: '14:07\u2009–\u200915:07' },
  { t: '{t|relative-time}', d: { t: 1700000000000 + 5 * 60000 }, opts: { now: 1700000000000 }, out: 'in 5 minutes' },
  { t: '{t|relative-time}', d: { t: 1700000000000 - 3 * 86400000 }, opts: { now: 1700000000000 }, out: '3 days ago' },
  { t: '{t|relative-time}|{t|relative-time numericOnly:true}', d: { t: 1700000000000 - 86400000 }, opts: { now: 1700000000000 }, out: 'yesterday|1 day ago' },
  { t: '{t|relative-time allowWeeks:true}|{t|relative-time width:short}', d: { t: 1700000000000 + 14 * 86400000 }, opts: { now: 1700000000000 }, out: 'in 2 weeks|in 14 days' },
  { t: '{a, b|relative-time field:hour}', d: { a: 0, b: 2 * 86400000 }, out: 'in 48 hours' },
]);

goldens('message / plural', [
  { t: '{m|message n}', d: { m: '{0 plural one {# item} other {# items}}', n: 3 }, out: '3 items' },
  { t: '{m|plural n}', d: { m: '{0 plural one {# item} other {# items}}', n: 1 }, out: '1 item' },
  { t: '{m|message count:n who=w}', d: { m: '{who} has {count, plural, =0 {nothing} one {one} other {# things}}', n: 0, w: 'Ann' }, out: 'Ann has nothing' },
  { t: '{m|message n}', d: { m: '{0, plural, offset:1 =1 {just you} one {you and # other} other {you and # others}}', n: 3 }, out: 'you and 2 others' },
  { t: '{m|message g}', d: { m: '{0 select female {her} male {him} other {them}}', g: 'male' }, out: 'him' },
  { t: '{m|message g}', d: { m: '{0 select female {her} other {them}}', g: 'x' }, out: 'them' },
  { t: '{m|message n}', d: { m: '{0 number maxfrac:1}', n: 1234.56 }, out: '1,234.6' },
  { t: '{m|message p}', d: { m: 'Cost: {0 money}', p: { value: '12.5', currency: 'USD' } }, out: 'Cost: $12.50' },
  { t: '{m|message p}', d: { m: '{0 currency style:code}', p: { value: '12.5', currency: 'USD' } }, out: '12.50 USD' },
  { t: '{m|message t}', d: { m: 'On {0 datetime date:medium}', t: T, ...utc }, out: 'On Jan 5, 2023' },
  { t: '{m|message a b}', d: { m: '{0;1 datetime-interval}', a: T, b: T + 86400000, ...utc }, out: 'Jan 5\u2009–\u20096, 2023' },
  { t: '{m|message n}', d: { m: "It''s '{literal}' {0}", n: 1 }, out: "It's {literal} 1" },
  { t: '{.section s}{m|message n}{.end}', d: { s: { m: '{0}', n: 'inner' }, n: 'outer' }, out: 'inner' },
  { t: '{m|message n}', d: { m: 5, n: 1 }, out: '' },
]);

describe('message cache', () => {
  it(`keeps at most ${MESSAGE_CACHE_LIMIT} parsed patterns`, () => {
    for (let i = 0; i < 250; i++) expect(formatMessage(`#${i} {0}`, { locale: 'en', zone: null, args: { 0: 'x' } })).toBe(`#${i} x`);
    expect(messageCacheSize()).toBe(MESSAGE_CACHE_LIMIT);
  });
});
