// retarget: a restored document's references must point into the database it is copied to, not
// back into the restored one (which is deleted after the copy-back); other values pass unchanged.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { DocumentReference, getFirestore, Timestamp } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { retarget } from "./firestore-copy.server";

// No call reaches a server: references and timestamps are plain values until read or written.
const app = initializeApp({ projectId: "demo-retarget" }, "retarget-test");
afterAll(() => deleteApp(app));

describe("retarget", () => {
  it("points references, at any depth, into the target database and keeps everything else", () => {
    const restored = getFirestore(app, "restore-0930");
    const live = getFirestore(app);
    const at = Timestamp.fromMillis(1_764_550_800_000);
    const data = {
      owner: restored.doc("users/u1"),
      history: [{ by: restored.doc("users/u2"), at }],
      name: "김하늘",
      count: 3,
      none: null,
    };
    const copied = retarget(data, live) as typeof data;
    for (const ref of [copied.owner, copied.history[0]!.by]) {
      expect(ref).toBeInstanceOf(DocumentReference);
      expect(ref.firestore).toBe(live);
    }
    expect(copied.owner.path).toBe("users/u1");
    expect(copied.history[0]!.by.path).toBe("users/u2");
    expect(copied.history[0]!.at).toBe(at);
    expect({ name: copied.name, count: copied.count, none: copied.none }).toEqual({
      name: "김하늘",
      count: 3,
      none: null,
    });
  });
});
