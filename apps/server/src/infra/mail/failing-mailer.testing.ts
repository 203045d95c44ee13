import type { Mailer } from './mailer.ts';

/** The fault {@link failingAfterRecording} raises. */
export const WRITE_FAULT = 'the disk is full';

/**
 * Test helper: `mailer`, except that the write an e-mail belongs to fails right after the e-mail is
 * recorded (a full disk, a lost connection). An e-mail recorded in the write's transaction is rolled
 * back with it; one sent outside it (`send`, or `record` on the plain database) stays — so a test that
 * finds no e-mail after the failed write proves the e-mail was part of the write.
 */
export function failingAfterRecording(mailer: Mailer): Mailer {
  return {
    ...mailer,
    async record(db, message) {
      await mailer.record(db, message);
      throw new Error(WRITE_FAULT);
    },
    async send(message) {
      await mailer.send(message);
      throw new Error(WRITE_FAULT);
    },
  };
}
