/**
 * Around the screen under the header: a screen that throws (its chunk never arrived, after lazyScreen's retries, or a
 * bug) shows why, in the reader's language, with Reload, instead of React leaving the page blank. The header stays,
 * so the lobby is one click away; App keys the boundary by the route, so another screen gets a fresh one.
 */
import { Component, type ReactNode } from 'react';
import { appText } from '../i18n/reader.js';

interface State { failed: string | null }

export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: null };

  static getDerivedStateFromError(e: unknown): State {
    return { failed: e instanceof Error ? e.message : String(e) };
  }

  override componentDidCatch(e: unknown): void {
    console.error('a screen failed', e);
  }

  override render(): ReactNode {
    return this.state.failed === null ? this.props.children : <ScreenFailed detail={this.state.failed} />;
  }
}

/** "This screen could not load", why (`detail`, the browser's words) and Reload: also a game's table that never came. */
export function ScreenFailed({ detail }: { detail: string }) {
  return (
    <div className="connecting" role="alert">
      <p>{appText('app.screenFailed')}</p>
      <p className="muted small">{detail}</p>
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={() => location.reload()}>{appText('app.reload')}</button>
      </div>
    </div>
  );
}
