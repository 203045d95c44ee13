/**
 * Languages (`/config/languages`): the site's languages (which are shown,
 * which is the default) and the translation provider's connection.
 * `getMultilingualSettings`, `getTranslationStatus`, `getLanguages`; `saveLanguages`; `disconnectTranslation`.
 */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { LanguagesForm, type Language } from './languages-form.tsx';
import { TranslationConnection, type MultilingualSettings, type TranslationStatus } from './translation-connection.tsx';

interface LanguagesData {
  settings: MultilingualSettings;
  status: TranslationStatus;
  languages: Language[];
}

export default function LanguagesPage() {
  const load = useCombinedQuery<LanguagesData>([routeKey('getMultilingualSettings'), routeKey('getTranslationStatus'), routeKey('getLanguages')], async (api) => {
    const [settings, status, list] = await Promise.all([api.call('getMultilingualSettings'), api.call('getTranslationStatus'), api.call('getLanguages')]);
    return { settings, status, languages: list.languages };
  });
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
