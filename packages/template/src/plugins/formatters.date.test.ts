import { describe, expect, it } from 'vitest';
import { goldens } from '../golden.helper.ts';
import { timeSinceText } from './formatters.date.ts';

const T = 1672927629123; // 2023-01-05T14:07:09.123Z, a Thursday
const ALL = 'a=%a;A=%A;b=%b;h=%h;B=%B;c=%c;C=%C;d=%d;D=%D;e=%e;F=%F;g=%g;G=%G;H=%H;i=%i;I=%I;j=%j;k=%k;l=%l;' +
  'm=%m;M=%M;n=%n;N=%N;p=%p;P=%P;q=%q;r=%r;R=%R;s=%s;S=%S;t=%t;T=%T;u=%u;U=%U;v=%v;V=%V;w=%w;W=%W;x=%x;X=%X;' +
  'y=%y;Y=%Y;z=%z;Z=%Z;%=%%;Q=%Q';
const at = (tz: string) => ({ t: T, website: { timeZone: tz } });

// Expected outputs were produced by the reference engine (@squarespace/template-engine 2.10.10).
goldens('date: every strftime code', [
  {
    t: `{t|date ${ALL}}`, d: at('UTC'),
    out: 'a=Thu;A=Thursday;b=Jan;h=Jan;B=January;c=Thu, Jan 5, 2023 2:07:09 PM UTC;C=20;d=05;D=01/05/23;e= 5;' +
      'F=2023-01-05;g=23;G=2023;H=14;i=2;I=02;j=005;k=14;l= 2;m=01;M=07;n=\n;N=123000000;p=PM;P=pm;q=1;' +
      'r=2:07:09 PM;R=14:07;s=1672927629;S=09;t=\t;T=14:07:09;u=4;U=01;v= 5-Jan-2023;V=01;w=4;W=01;x=01/05/2023;' +
      'X=02:07:09 PM;y=23;Y=2023;z=+00:00;Z=UTC;%;Q=',
  },
  {
    t: `{t|date ${ALL}}`, d: at('America/New_York'),
    out: 'a=Thu;A=Thursday;b=Jan;h=Jan;B=January;c=Thu, Jan 5, 2023 9:07:09 AM EST;C=20;d=05;D=01/05/23;e= 5;' +
      'F=2023-01-05;g=23;G=2023;H=09;i=9;I=09;j=005;k= 9;l= 9;m=01;M=07;n=\n;N=123000000;p=AM;P=am;q=1;' +
      'r=9:07:09 AM;R=09:07;s=1672927629;S=09;t=\t;T=09:07:09;u=4;U=01;v= 5-Jan-2023;V=01;w=4;W=01;x=01/05/2023;' +
      'X=09:07:09 AM;y=23;Y=2023;z=-05:00;Z=EST;%;Q=',
  },
]);

goldens('date: zones, arguments and values', [
  { t: '{t|date %A %d %B %Y, %H:%M %Z}', d: { t: 1672927629000, website: { timeZone: 'UTC' } }, out: 'Thursday 05 January 2023, 14:07 UTC' },
  { t: '{t|date %H:%M %z %Z}', d: at('Europe/Paris'), out: '15:07 +01:00 CET' },
  { t: '{t|date %H:%M %z %Z}', d: at('Asia/Tokyo'), out: '23:07 +09:00 JST' },
  { t: '{t|date %H:%M %z %Z}', d: at('Asia/Kolkata'), out: '19:37 +05:30 IST' },
  { t: '{t|date %z %Z}', d: at('Europe/Istanbul'), out: '+03:00 +03' },
  { t: '{t|date %Z}', d: at('America/Sao_Paulo'), out: '-03' },
  { t: '{t|date %Z}', d: at('Asia/Kathmandu'), out: '+0545' },
  // Unknown zone → UTC; no zone → America/New_York (EDT in July).
  { t: '{t|date %H:%M %Z}', d: at('Bogus/Zone'), out: '14:07 UTC' },
  { t: '{t|date %c}', d: { t: 1688400009000 }, out: 'Mon, Jul 3, 2023 12:00:09 PM EDT' },
  // The zone is looked up from the value's frame outward.
  { t: '{.section s}{t|date %Z}{.end}', d: { s: { t: 0, website: { timeZone: 'Asia/Tokyo' } }, website: { timeZone: 'UTC' } }, out: 'JST' },
  { t: '{t|date}', d: { t: T }, out: '' },
  { t: '{t|date %Y}', d: {}, out: '1969' },
  { t: '{t|date %Y}', d: { t: 'abc' }, out: '' },
  { t: '{t|date %Y %N}', d: { t: '1672927629005' }, out: '2023 005000000' },
  // Arguments are joined by a space, whatever the delimiter.
  { t: '{t|date,%Y,%m}', d: at('UTC'), out: '2023 01' },
]);

const day = (y: number, m: number, d: number) => ({ t: Date.UTC(y, m - 1, d, 12), website: { timeZone: 'UTC' } });
goldens('date: week numbers (US weeks for %U and %W, ISO for %V/%G/%g)', [
  { t: '{t|date %F %U %W %V %G %g %j}', d: day(2023, 1, 1), out: '2023-01-01 01 01 52 2022 22 001' },
  { t: '{t|date %U %V}', d: day(2023, 1, 8), out: '02 01' },
  { t: '{t|date %U %V %u %w}', d: day(2024, 1, 1), out: '01 01 1 1' },
  { t: '{t|date %U %V}', d: day(2021, 12, 26), out: '01 51' },
  { t: '{t|date %U %V}', d: day(2022, 1, 2), out: '02 52' },
  { t: '{t|date %U %V %j}', d: day(2026, 1, 5), out: '02 02 005' },
  { t: '{t|date %q %j}', d: day(2024, 12, 31), out: '4 366' },
]);

describe('timesince', () => {
  const now = Date.UTC(2024, 0, 1);
  const cases: [number, string][] = [
    [0, 'less than a minute ago'],
    [59_000, 'less than a minute ago'],
    [-3_600_000, 'less than a minute ago'],
    [60_000, 'about a minute ago'],
    [5 * 60_000, 'about 5 minutes ago'],
    [3_600_000, 'about an hour ago'],
    [3 * 3_600_000, 'about 3 hours ago'],
    [86_400_000, 'about a day ago'],
    [6 * 86_400_000, 'about 6 days ago'],
    [14 * 86_400_000, 'about 2 weeks ago'],
    [30 * 86_400_000, 'about a month ago'],
    [200 * 86_400_000, 'about 6 months ago'],
    [365 * 86_400_000, 'about a year ago'],
    [800 * 86_400_000, 'about 2 years ago'],
  ];
  for (const [ago, text] of cases) it(`${ago} ms → ${text}`, () => expect(timeSinceText(now - ago, now)).toBe(text));
});

goldens('timesince in a template', [
  { t: '{t|timesince}', d: { t: 1_000_000 }, opts: { now: 1_000_000 + 7_200_000 }, out: '<span class="timesince" data-date="1000000">about 2 hours ago</span>' },
  { t: '{t|timesince}', d: { t: 'x' }, out: 'Invalid date.' },
  { t: '{t|timesince}', d: {}, out: 'Invalid date.' },
]);
