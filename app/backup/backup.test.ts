// The pure parts of `npm run backup`: arguments, destinations, run names, the auth:import entries
// and the check of Sanity's export stream. The whole command runs in tests/integration/backup.test.ts.
import type { Auth, UserRecord } from "firebase-admin/auth";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { exportAuthUsers, importableUser } from "~/backup/auth-users.server";
import { parseBackupInput } from "~/backup/backup.server";
import { parseDestination, runName } from "~/backup/destination.server";
import { checkedExport, exportUrl } from "~/backup/sanity-dataset.server";

// firebase-tools' own check of an auth:import file entry (what `firebase auth:import` runs).
const { validateUserJson } = createRequire(import.meta.url)(
  "firebase-tools/lib/accountImporter.js",
) as { validateUserJson: (user: unknown) => { error?: string } };

describe("the backup's arguments", () => {
  const env = { FIREBASE_PROJECT_ID: "centre-prod" };

  it("takes a Cloud Storage prefix or a local folder", () => {
    expect(parseDestination("gs://centre-backups/nightly/auth")).toEqual({
      kind: "gcs",
      bucket: "centre-backups",
      prefix: "nightly/auth",
    });
    expect(parseDestination("gs://centre-backups")).toEqual({
      kind: "gcs",
      bucket: "centre-backups",
      prefix: "",
    });
    expect(parseDestination("/var/backups/centre")).toEqual({
      kind: "folder",
      folder: "/var/backups/centre",
    });
  });

  it("refuses a missing --to, a bad bucket name, unknown options and nothing to back up", () => {
    expect(parseBackupInput([], env)).toMatchObject({ error: expect.stringContaining("--to") });
    expect(parseBackupInput(["--to", "gs://Bad_Bucket!"], env)).toMatchObject({
      error: expect.stringContaining("not a bucket name"),
    });
    expect(parseBackupInput(["--to", "/tmp/x", "--force"], env)).toMatchObject({
      error: expect.stringContaining("--force"),
    });
    expect(parseBackupInput(["--to", "/tmp/x"], {})).toMatchObject({
      error: expect.stringContaining("nothing to back up"),
    });
    expect(
      parseBackupInput(["--to", "/tmp/x"], {
        SANITY_PROJECT_ID: "p",
        SANITY_API_HOST: "https://evil.example",
      }),
    ).toMatchObject({ error: expect.stringContaining("SANITY_API_HOST") });
  });

  it("names each run by its UTC time, sortable and without colons", () => {
    expect(runName(new Date("2026-11-25T03:00:07.123Z"))).toBe("2026-11-25T03-00-07Z");
  });
});

describe("an Auth user as firebase auth:import reads it", () => {
  const user = {
    uid: "u1",
    email: "member@example.com",
    emailVerified: true,
    displayName: undefined,
    photoURL: undefined,
    phoneNumber: undefined,
    disabled: false,
    // The API's web-safe base64.
    passwordHash: "-_-_aGFzaA==",
    passwordSalt: "c2FsdA-_",
    customClaims: { staff: true },
    metadata: {
      creationTime: "Wed, 25 Nov 2026 03:00:00 GMT",
      lastSignInTime: "Thu, 26 Nov 2026 04:00:00 GMT",
    },
    providerData: [
      { providerId: "password", uid: "member@example.com" },
      { providerId: "google.com", uid: "g-123", email: "member@example.com" },
    ],
  } as unknown as UserRecord;

  it("keeps the importer's keys, the hash in standard base64 and times in milliseconds", () => {
    expect(importableUser(user)).toEqual({
      localId: "u1",
      email: "member@example.com",
      emailVerified: true,
      passwordHash: "+/+/aGFzaA==",
      salt: "c2FsdA+/",
      disabled: false,
      createdAt: String(Date.parse("2026-11-25T03:00:00Z")),
      lastSignedInAt: String(Date.parse("2026-11-26T04:00:00Z")),
      customAttributes: '{"staff":true}',
      // The password provider is not a providerUserInfo entry auth:import accepts.
      providerUserInfo: [{ providerId: "google.com", rawId: "g-123", email: "member@example.com" }],
    });
    expect(validateUserJson(importableUser(user))).toEqual({});
    // As the API hands it over, the web-safe hash would be refused.
    expect(validateUserJson({ localId: "u1", passwordHash: "-_-_aGFzaA==" }).error).toMatch(
      /base64/,
    );
  });
});

describe("the Auth export", () => {
  it("reads every page listUsers hands out, 1000 at a time", async () => {
    const asked: (string | undefined)[] = [];
    const account = (uid: string) =>
      ({
        uid,
        metadata: { creationTime: "", lastSignInTime: "" },
        providerData: [{ providerId: "password", uid }],
        passwordHash: uid === "c" ? undefined : "aGFzaA==",
      }) as unknown as UserRecord;
    const pages: Record<string, { users: UserRecord[]; pageToken?: string }> = {
      first: { users: [account("a"), account("b")], pageToken: "p2" },
      p2: { users: [account("c")] },
    };
    const auth = {
      listUsers: async (max: number, token?: string) => {
        expect(max).toBe(1000);
        asked.push(token);
        return pages[token ?? "first"]!;
      },
    } as unknown as Auth;
    const exported = await exportAuthUsers(auth);
    expect(asked).toEqual([undefined, "p2"]);
    expect(exported.users.map((u) => u.localId)).toEqual(["a", "b", "c"]);
    expect(exported).toMatchObject({ passwordAccounts: 3, withHash: 2 });
  });
});

describe("Sanity's export stream", () => {
  it("is addressed on the project's API host, or the test fake", () => {
    expect(exportUrl({ projectId: "abc", dataset: "production" })).toBe(
      "https://abc.api.sanity.io/v2021-06-07/data/export/production",
    );
    expect(exportUrl({ projectId: "abc", dataset: "staging", apiHost: "http://127.0.0.1:9" })).toBe(
      "http://127.0.0.1:9/v2021-06-07/data/export/staging",
    );
  });

  it("counts documents by type and fails on an error line the API appends to a broken stream", () => {
    const ok = checkedExport('{"_id":"a","_type":"program"}\n{"_id":"b","_type":"program"}\n\n');
    expect(ok.lines).toHaveLength(2);
    expect(ok.types.get("program")).toBe(2);
    expect(() =>
      checkedExport('{"_id":"a","_type":"program"}\n{"error":{"description":"stream timeout"}}\n'),
    ).toThrow(/line 2 is not a document/);
  });
});
