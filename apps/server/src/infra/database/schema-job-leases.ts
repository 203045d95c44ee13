/* The table of migration 0027-job-leases (scheduled jobs once per site, issue 29). */

/** A lease: which process holds `name` (the scheduled jobs) and until when, unless it renews it. */
export interface JobLeasesTable {
  name: string;
  /** The holder: `<host>:<pid>:<random>` ({@link import('../features/job-lease.ts').processOwnerId}). */
  owner: string;
  /** When this holder took it (epoch ms; renewals keep it). */
  acquired_at: number;
  /** Past this instant (the holder's clock) any process may take it over. */
  expires_at: number;
}

/** The tables of migration 0027. */
export interface JobLeasesSchema {
  job_leases: JobLeasesTable;
}
