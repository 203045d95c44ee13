/** Small stroke icons for the block buttons (drawn, so no font lacks a glyph); always aria-hidden. */
const box = { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

export const UpIcon = () => (
  <svg {...box}>
    <path d="M8 13V3M3.5 7.5 8 3l4.5 4.5" />
  </svg>
);
export const DownIcon = () => (
  <svg {...box}>
    <path d="M8 3v10M3.5 8.5 8 13l4.5-4.5" />
  </svg>
);
export const CopyIcon = () => (
  <svg {...box}>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 3.5v-.5A1.5 1.5 0 0 0 9 1.5H3A1.5 1.5 0 0 0 1.5 3v6A1.5 1.5 0 0 0 3 10.5h.5" />
  </svg>
);
export const RemoveIcon = () => (
  <svg {...box}>
    <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" />
  </svg>
);
export const UndoIcon = () => (
  <svg {...box}>
    <path d="M5.5 2.5 2.5 5.5l3 3" />
    <path d="M2.5 5.5H10a3.5 3.5 0 0 1 0 7H6" />
  </svg>
);
export const RedoIcon = () => (
  <svg {...box}>
    <path d="M10.5 2.5l3 3-3 3" />
    <path d="M13.5 5.5H6a3.5 3.5 0 0 0 0 7h4" />
  </svg>
);
