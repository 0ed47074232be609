/** Which mail events have had their mail (D1 table `mail_events`), so each event sends one mail. */
export type MailEvents = {
  /**
   * Claims the one mail of an event (e.g. `booking_cancellation:<tenant>:<booking>`): true for the
   * first caller only, so a repeated or concurrent request sends no second mail.
   */
  claim(eventKey: string): Promise<boolean>;
  /** Gives an event's claim back when its mail could not be sent, so a retry may send it. */
  release(eventKey: string): Promise<void>;
};

export function mailEvents(db: D1Database): MailEvents {
  return {
    async claim(eventKey) {
      const result = await db
        .prepare("INSERT OR IGNORE INTO mail_events (event_key, created_at) VALUES (?, ?)")
        .bind(eventKey, new Date().toISOString())
        .run();
      return (result.meta.changes ?? 0) > 0;
    },
    async release(eventKey) {
      await db.prepare("DELETE FROM mail_events WHERE event_key = ?").bind(eventKey).run();
    },
  };
}
