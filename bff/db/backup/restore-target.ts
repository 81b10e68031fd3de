/** The configured database as a restore sees it: first asked whether it may be written, then written. */
export type RestoreTarget = {
  /** Why restoring here is refused (a database that has data, unless forced), or undefined. */
  refusal: (options: { force: boolean }) => Promise<string | undefined>;
  /** Replaces the database with the archive's. */
  restore: (archivePath: string) => Promise<void>;
  close: () => Promise<void>;
};
