// How publishes are announced to the other instances (decision 095); the Firestore channel is
// firestore.server.ts beside this, an in-memory fake stands in for it in unit tests.
import type { AnnouncedChange } from "../change-feed";

/** Where announcements travel: Firestore in production, an in-memory fake in unit tests. */
export type ChangeChannel = {
  /** Calls `onBatch` with every new announcement (an empty batch for a heartbeat); returns "stop". */
  listen(
    onBatch: (batch: AnnouncedChange[]) => void,
    onError: (error: unknown) => void,
  ): () => void;
  announce(change: Omit<AnnouncedChange, "changeId">): Promise<void>;
  beat(origin: string): Promise<void>;
};
