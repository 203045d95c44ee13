import type { Kysely } from 'kysely';
import type { AppDeps } from '../../infra/app-deps.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { recordMail, type RecordedMail } from '../../infra/mail/mail-in-transaction.ts';

type MailDeps = Pick<AppDeps, 'mailer' | 'emails'>;

/** Records the e-mail that carries a new token, in the transaction `tx` that issues it (a service calls it there). */
export type RecordTokenMail<T> = (tx: Kysely<Schema>, issued: T) => Promise<void>;

/** An account e-mail that carries a token: recorded with the token, delivered after it commits. */
export interface AccountMailOutbox {
  /**
   * Runs `write` (one of account-mail.ts's `sendX`) with a mailer that records in `tx`, the transaction
   * that issues the token. A theme that cannot render the e-mail keeps the token ({@link deliver}
   * reports it); a database fault throws and rolls the token back.
   */
  record(tx: Kysely<Schema>, write: (mail: MailDeps) => Promise<void>): Promise<void>;
  /** Delivers what was recorded; call after the commit. Rejects only with the theme's EmailTemplateError. */
  deliver(): Promise<void>;
}

/**
 * The transactional outbox for the account e-mails (decisions/0008-crash-recovery.md): a crash after
 * the token commits cannot lose the e-mail that carries it — it is in the outbox, and undelivered
 * mail is sent at the next start or sweep.
 * @example
 * const outbox = accountMailOutbox(deps);
 * await issuePasswordReset(db, websiteId, email, now, (tx, found) => outbox.record(tx, (mail) => sendPasswordResetMail(mail, target, found)));
 * await outbox.deliver();
 */
export function accountMailOutbox(deps: MailDeps): AccountMailOutbox {
  let recorded: RecordedMail | null = null;
  return {
    async record(tx, write) {
      recorded = await recordMail(deps.mailer, tx, (mailer) => write({ mailer, emails: deps.emails }));
    },
    async deliver() {
      await recorded?.deliver();
      if (recorded?.unrendered) throw recorded.unrendered;
    },
  };
}
