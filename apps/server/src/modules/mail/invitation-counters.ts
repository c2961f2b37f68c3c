/**
 * The shared counters (`rate_limits`) every invitation e-mail counts on, post-match (decision 018)
 * and /invite-friends (decision 032) alike: one daily budget per sender and one per mailbox, whatever
 * the kind. The names are the ones decision 018 gave them, so counts in flight carry over.
 */
export const INVITATION_COUNTERS = { sender: 'post-match-invite:user', recipient: 'post-match-invite:to' } as const;

/** The counters' window: a day from the first invitation. */
export const INVITATION_WINDOW_MS = 86_400_000;
