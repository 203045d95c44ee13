/** Browser entry: one API client and one cache for the app, and the app mounted in #root. */
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client.ts';
import { createQueryClient } from './api/query-client.ts';
import { App, loginHref } from './app.tsx';
import { navigate } from './router/history.ts';
import './styles.css';

const api = createApiClient({
  // The session expired mid-work: sign in again and come back to the same page.
  onUnauthorized: () => navigate(loginHref(location.pathname + location.search), { replace: true }),
});

createRoot(document.getElementById('root')!).render(<App api={api} queryClient={createQueryClient()} />);
