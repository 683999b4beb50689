import { Component, type ReactNode } from 'react';
import { ServerErrorPage } from './StatusPage';

/**
 * A page that fails while drawing shows the error message instead of a blank screen; the
 * layout keys it by address, so moving to another page starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}
