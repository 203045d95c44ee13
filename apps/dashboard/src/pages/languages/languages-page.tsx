/**
 * Languages (`/config/languages`): the site's languages (which are shown,
 * which is the default) and the translation provider's connection.
 * GET /api/multilingual/settings, /status, /languages; PUT /languages; DELETE /connection.
 */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useLoad } from '../../components/use-load.ts';
import { LanguagesForm, type Language } from './languages-form.tsx';
import { TranslationConnection, type MultilingualSettings, type TranslationStatus } from './translation-connection.tsx';

interface LanguagesData {
  settings: MultilingualSettings;
  status: TranslationStatus;
  languages: Language[];
}

export default function LanguagesPage() {
  const { api } = useSession();
  const load = useLoad<LanguagesData>(async () => {
    const [settings, status, list] = await Promise.all([
      api.get<MultilingualSettings>('/api/multilingual/settings'),
      api.get<TranslationStatus>('/api/multilingual/status'),
      api.get<{ languages: Language[] }>('/api/multilingual/languages'),
    ]);
    return { settings, status, languages: list.languages };
  }, 'languages');
  return (
    <>
      <PageHeader title="Languages" />
      <LoadView load={load}>
        {(data) => (
          <>
            <LanguagesForm initial={data.languages} onSaved={(languages) => load.setData((d) => ({ ...d, languages }))} />
            <TranslationConnection
              settings={data.settings}
              status={data.status}
              onDisconnected={() => load.setData((d) => ({ ...d, status: { connected: false, status: 'disconnected' } }))}
            />
          </>
        )}
      </LoadView>
    </>
  );
}
