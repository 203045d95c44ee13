import type { TestProject } from 'vitest/node';
import { startMailSink, type MailSink } from './mail-sink.ts';
import { startMailchimpStandIn, type MailchimpStandIn } from '../../apps/server/src/test-support/mailchimp-stand-in.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { startPhotonStandIn } from '../../apps/server/src/test-support/photon-stand-in.ts';

let sink: MailSink | undefined;
let server: ServerProcess | undefined;
let mailchimp: MailchimpStandIn | undefined;
let photon: Awaited<ReturnType<typeof startPhotonStandIn>> | undefined;

/**
 * Starts a test SMTP sink, then one demo store that sends its mail there
 * (`SMTP_URL`), and hands the files the store's URL and the sink's folder
 * (read it with e2e/support/mailbox.ts).
 */
/** The e2e server's key for secrets at rest (32 bytes, base64): a fixed test value, never a real site's. */
const E2E_SECRET_KEY = Buffer.alloc(32, 7).toString('base64');

export async function setup(project: TestProject): Promise<void> {
  sink = await startMailSink();
  // Integrations (issue 16): a Mailchimp stand-in, and webhooks may call the tests' own receivers on loopback.
  mailchimp = await startMailchimpStandIn();
  // Imports (issue 34): the journey's pictures come from its own file server on loopback.
  const integrationsEnv = { PLINTH_MAILCHIMP_BASE_URL: mailchimp.url, PLINTH_WEBHOOKS_ALLOW_LOOPBACK: '1', PLINTH_IMPORT_ALLOW_HOSTS: '127.0.0.1' };
  // Maps (issue 17): address completion from a stand-in that answers as Photon documents.
  photon = await startPhotonStandIn();
  try {
    // Analytics rollups every 2 s: the dashboard's funnel shows a purchase made a moment ago.
    // A production install keeps provider secrets sealed with its own key (docs/deploy.md): the journeys store a
    // Mailchimp key, webhook secrets and Stripe keys.
    server = await startServerProcess({ env: { SMTP_URL: sink.url, PLINTH_ANALYTICS_ROLLUP_MS: '2000', ...integrationsEnv, PLINTH_PHOTON_URL: photon.url, PLINTH_SECRET_KEY: E2E_SECRET_KEY } });
  } catch (error) {
    await sink.stop();
    await mailchimp.close();
    await photon.close();
    throw error;
  }
  project.provide('baseURL', server.baseURL);
  project.provide('mailDir', sink.dir);
  project.provide('mailchimpURL', mailchimp.url);
}

export async function teardown(): Promise<void> {
  // A store that died during the run explains the failures after it: show why.
  if (server && (server.child.exitCode !== null || server.child.signalCode !== null)) {
    console.error(`The Plinth server under test stopped during the run (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`);
  }
  await server?.stop();
  await sink?.stop();
  await mailchimp?.close();
  await photon?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Folder of the SMTP sink: one `<n>.eml` per message the store sent. */
    mailDir: string;
    /** The Mailchimp API stand-in the store talks to (apps/server/src/test-support/mailchimp-stand-in.ts). */
    mailchimpURL: string;
  }
}
