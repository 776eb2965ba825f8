// Where a backup goes: a Cloud Storage prefix (gs://bucket/prefix, through firebase-admin's
// storage) or a local folder. Each run writes into a folder of its own named by its UTC time.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { App } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";

export type Destination =
  { kind: "gcs"; bucket: string; prefix: string } | { kind: "folder"; folder: string };

// Cloud Storage's bucket naming rules (3–63 characters per dot-separated part, 222 in all).
const BUCKET = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/** Pure: the --to argument, or why it is refused. */
export function parseDestination(to: string): Destination | { error: string } {
  const value = to.trim();
  if (!value) return { error: "--to 가 비어 있습니다 / --to is empty" };
  if (!value.startsWith("gs://")) return { kind: "folder", folder: path.resolve(value) };
  const [bucket = "", ...rest] = value.slice("gs://".length).split("/");
  if (!BUCKET.test(bucket)) {
    return {
      error: `Cloud Storage 버킷 이름이 올바르지 않습니다 / not a bucket name: "${bucket}"`,
    };
  }
  return { kind: "gcs", bucket, prefix: rest.filter(Boolean).join("/") };
}

/** Pure: the run's folder name, e.g. 2026-11-25T03-00-00Z (sorts by time, no colons). */
export function runName(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-");
}

export type BackupWriter = {
  /** Where the run's files are, for the log. */
  location: string;
  put(name: string, content: string, contentType: string): Promise<void>;
};

export function backupWriter(destination: Destination, run: string, app: () => App): BackupWriter {
  if (destination.kind === "folder") {
    const folder = path.join(destination.folder, run);
    return {
      location: folder,
      async put(name, content) {
        await mkdir(folder, { recursive: true });
        await writeFile(path.join(folder, name), content, { mode: 0o600 });
      },
    };
  }
  const prefix = [destination.prefix, run].filter(Boolean).join("/");
  return {
    location: `gs://${destination.bucket}/${prefix}`,
    async put(name, content, contentType) {
      const file = getStorage(app()).bucket(destination.bucket).file(`${prefix}/${name}`);
      await file.save(content, { contentType, resumable: false });
    },
  };
}
