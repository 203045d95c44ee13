import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SaveFooter } from './save-footer.tsx';

const idle = { busy: false, error: null, retry: () => {} };

describe('SaveFooter', () => {
  it("reads 'Save' (or the given label), and 'Saving…' while saving", () => {
    expect(renderToString(<SaveFooter save={idle} saved={false} />)).toContain('>Save</button>');
    expect(renderToString(<SaveFooter save={idle} saved={false} label="Save form" />)).toContain('>Save form</button>');
    expect(renderToString(<SaveFooter save={{ ...idle, busy: true }} saved={false} />)).toContain('>Saving…</button>');
  });

  it("shows 'Saved.' after a save, the failure with 'Try again.', and no button when read-only", () => {
    expect(renderToString(<SaveFooter save={idle} saved />)).toContain('<p class="notice" role="status">Saved.</p>');
    const failed = renderToString(<SaveFooter save={{ ...idle, error: 'Something went wrong.' }} saved={false} />);
    expect(failed).toContain('Something went wrong.');
    expect(failed).toContain('Try again.');
    expect(renderToString(<SaveFooter save={idle} saved={false} readOnly />)).not.toContain('<button');
  });
});
