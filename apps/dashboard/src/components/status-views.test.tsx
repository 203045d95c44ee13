import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { LoadView } from './load-view.tsx';
import { Failure, Loading } from './status-views.tsx';
import type { Load, LoadState } from './use-load.ts';

const noop = () => {};
const load = <T,>(state: LoadState<T>): Load<T> => ({ ...state, retry: noop, setData: noop });

describe('Loading and Failure', () => {
  it('shows a progress indicator with the text Loading…', () => {
    const html = renderToString(<Loading />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading…');
  });

  it("announces the failure and offers 'Try again.' only when it can retry", () => {
    const html = renderToString(<Failure message="Unable to load." onRetry={noop} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Unable to load.');
    expect(html).toMatch(/<button type="button"[^>]*>Try again\.<\/button>/);
    expect(renderToString(<Failure message="Network error." />)).not.toContain('Try again.');
  });
});

describe('LoadView', () => {
  const view = (l: Load<string>) => renderToString(<LoadView load={l}>{(data) => <p>data: {data}</p>}</LoadView>);

  it('renders progress, then the data', () => {
    expect(view(load({ status: 'pending' }))).toContain('Loading…');
    expect(view(load({ status: 'success', data: 'x' }))).toContain('data: <!-- -->x');
  });

  it('words failures as platform.md §8 says', () => {
    expect(view(load({ status: 'failed', error: new ApiError('network', 0, null) }))).toContain('Network error.');
    const refused = view(load({ status: 'failed', error: new ApiError('http', 500, 'Something went wrong.') }));
    expect(refused).toContain('Unable to load.');
    expect(refused).toContain('Try again.');
  });
});
