import { Component, type ReactNode } from 'react';
import { MESSAGES } from '../api/messages.ts';
import { Failure } from './status-views.tsx';

/**
 * Catches what a page throws while rendering, above all a page chunk that
 * failed to download, and shows the §8 wording instead of a blank screen.
 * 'Try again.' reloads: React.lazy keeps a failed import, so only a fresh
 * page load fetches the chunk again.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidUpdate(previous: { resetKey: string }): void {
    // Another page was opened: give it its chance.
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <Failure message={MESSAGES.load} onRetry={() => location.reload()} />;
  }
}
