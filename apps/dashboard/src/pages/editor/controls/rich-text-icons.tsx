/** The toolbar's small pictures: decorative (each button has its own label). */
import type { ReactNode } from 'react';

const svg = (children: ReactNode) => (
  <svg className="rte-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
    {children}
  </svg>
);
const lines = (...rows: [number, number][]) => svg(rows.map(([x1, x2], i) => <line key={i} x1={x1} x2={x2} y1={4 + i * 4} y2={4 + i * 4} />));

export const ICONS: Record<string, ReactNode> = {
  'align-left': lines([3, 17], [3, 12], [3, 17], [3, 10]),
  'align-center': lines([3, 17], [6, 14], [3, 17], [7, 13]),
  'align-right': lines([3, 17], [8, 17], [3, 17], [10, 17]),
  'align-justify': lines([3, 17], [3, 17], [3, 17], [3, 17]),
  bullets: svg(
    <>
      <circle cx="4" cy="5" r="1.2" fill="currentColor" stroke="none" />
      <circle cx="4" cy="10" r="1.2" fill="currentColor" stroke="none" />
      <circle cx="4" cy="15" r="1.2" fill="currentColor" stroke="none" />
      <line x1="8" x2="17" y1="5" y2="5" />
      <line x1="8" x2="17" y1="10" y2="10" />
      <line x1="8" x2="17" y1="15" y2="15" />
    </>,
  ),
  numbers: svg(
    <>
      {/* Numerals drawn, not written: a picture's text would count as the button's visible name. */}
      <path d="M3 3.5l1.2-.8V7.2" strokeWidth="1.2" />
      <path d="M2.6 9.2c.4-.7 2.2-.7 2.2.4 0 .9-2.2 1.6-2.2 2.6h2.4" strokeWidth="1.2" />
      <path d="M2.6 14.3h2.2l-1.2 1.3c1 0 1.5.4 1.5 1s-.6 1-1.3 1c-.5 0-1-.2-1.2-.5" strokeWidth="1.2" />
      <line x1="8" x2="17" y1="5" y2="5" />
      <line x1="8" x2="17" y1="10" y2="10" />
      <line x1="8" x2="17" y1="15" y2="15" />
    </>,
  ),
  quote: svg(<path d="M4 14c0-4 1.5-6 4-7M11 14c0-4 1.5-6 4-7M4 14h3v-3H4zM11 14h3v-3h-3z" />),
  link: svg(<path d="M8.5 11.5a3 3 0 0 0 4.2 0l2.6-2.6a3 3 0 0 0-4.2-4.2l-1 1M11.5 8.5a3 3 0 0 0-4.2 0l-2.6 2.6a3 3 0 0 0 4.2 4.2l1-1" />),
  clear: svg(<path d="M5 4h10M10 4l-3 12M13 12l4 4M17 12l-4 4" />),
};
