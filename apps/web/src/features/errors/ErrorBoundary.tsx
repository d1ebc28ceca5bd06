import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

/** The generic fallback of spec §8: 'Something went wrong.' with Retry, which resets the error flag. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  override componentDidCatch(error: Error, info: ErrorInfo) { console.error(error, info.componentStack); }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation>{(t) => (
        <main className="page page-body center" role="alert">
          <h1>{t('errors.boundaryTitle')}</h1>
          <p>{t('errors.boundaryText')}</p>
          <button type="button" className="button" onClick={() => this.setState({ failed: false })}>{t('common.retry')}</button>
        </main>
      )}</Translation>
    );
  }
}
