import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppErrorPage } from '../features/errors/app-error-page';

interface State {
  error: unknown;
}

/**
 * The last line of defence around providers and router: anything they throw shows the red
 * 'Error en la Aplicación' page with a reload button.
 */
export class TopLevelErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Application error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <AppErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
