/** `/config/posts/:id/settings`. */
import type { PageProps } from '../page-entry.ts';
import { SettingsPage } from './page-settings-page.tsx';

export default function PostSettingsPage({ params }: PageProps) {
  return <SettingsPage kind="posts" id={params.id} />;
}
