import type { ReactNode } from 'react';
import { failureMessage } from '../api/api-error.ts';
import { Failure, Loading } from './status-views.tsx';
import type { Load } from './use-load.ts';

/** Props of {@link LoadView}. */
export interface LoadViewProps<T> {
  load: Load<T>;
  children(data: T): ReactNode;
}

/**
 * Renders a load: progress while pending, the §8 failure wording with a
 * 'Try again.' button when it failed, else `children(data)`.
 * @example <LoadView load={orders}>{(data) => <OrdersTable orders={data.orders} />}</LoadView>
 */
export function LoadView<T>({ load, children }: LoadViewProps<T>) {
  if (load.status === 'pending') return <Loading />;
  if (load.status === 'failed') return <Failure message={failureMessage(load.error, 'load')} onRetry={load.retry} />;
  return <>{children(load.data)}</>;
}
