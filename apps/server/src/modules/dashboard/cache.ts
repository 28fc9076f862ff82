/*
 * The dashboard as last sent to each user, kept in this process (ADR 0037): sent again, as is,
 * while the user's data version (read with the session) and the day are unchanged. Another server's
 * write raises the version in the database, so no server ever sends a page older than the data.
 */

interface Entry {
  dataVersion: number;
  today: string;
  body: string;
}

/** At most `maxUsers` bodies (about 1.5 kB each), the least recently read dropped first. */
export function createDashboardCache(maxUsers = 5000) {
  const entries = new Map<string, Entry>();
  return {
    /** The body built for this version and day, or undefined. */
    get(userId: string, dataVersion: number | undefined, today: string): string | undefined {
      const entry = entries.get(userId);
      if (!entry || dataVersion === undefined || entry.dataVersion !== dataVersion || entry.today !== today) return;
      // Read again: now the most recent (a Map keeps insertion order).
      entries.delete(userId);
      entries.set(userId, entry);
      return entry.body;
    },
    set(userId: string, entry: Entry): void {
      entries.delete(userId);
      entries.set(userId, entry);
      if (entries.size > maxUsers) entries.delete(entries.keys().next().value!);
    },
  };
}
