/**
 * Integrations (`/config/integrations`; platform.md §2, §4): the mailing-list integration panel
 * (Connect, Disconnect, Select List, Require double opt-in) and the automation-connector panel
 * (Awaiting Connection, then the count of connections made). Each panel switches between connected
 * and disconnected.
 */
import { PageHeader } from '../../components/page-header.tsx';
import { AutomationPanel } from './automation-panel.tsx';
import { MailingListPanel } from './mailing-list-panel.tsx';
import './integrations.css';

export default function IntegrationsPage() {
  return (
    <>
      <PageHeader title="Integrations" />
      <div className="integrations">
        <MailingListPanel />
        <AutomationPanel />
      </div>
    </>
  );
}
