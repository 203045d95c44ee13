import { INTEGRATIONS_MESSAGES } from '@plinth/api';

/** The integrations feature's strings: the spec's (from the API contract) and our own refusals. */
export const MESSAGES = {
  ...INTEGRATIONS_MESSAGES,
  webhookScheme: 'A webhook URL must start with http:// or https://.',
  webhookUrl: 'Enter a valid webhook URL.',
  webhookAddress: 'A webhook may not point at this server’s own, private or local addresses.',
  webhookCredentials: 'A webhook URL may not carry a user name or password.',
  webhookUrlMissing: 'Enter the webhook’s URL.',
  eventsMissing: 'Choose at least one event.',
  apiKeyMissing: 'Enter the API key.',
  deliveryNotFound: 'Only a failed delivery of this webhook can be retried.',
  webhookNotFound: 'This webhook could not be found.',
  notConnected: 'Connect a mailing-list provider first.',
  apiKeyFormat: 'That is not a Mailchimp API key (it ends in the data centre, like -us6).',
  apiKeyRefused: 'The provider refused this API key.',
  noSecretKey: 'This server cannot store provider keys yet: its operator must set PLINTH_SECRET_KEY (see docs/cli.md, Secrets).',
  credentialUnreadable: 'The stored key cannot be read with this server’s PLINTH_SECRET_KEY (it was sealed with another key): reconnect, or restore the key it was sealed with.',
} as const;
