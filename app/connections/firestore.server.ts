// The production store's entry point: one firebase-admin app, configured from settings.
import { cert, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore as firestoreOf } from "firebase-admin/firestore";
import type { Env } from "~/env.server";

/** What the Firebase connection reads of the settings. */
export type FirebaseSettings = Pick<
  Env,
  | "FIREBASE_PROJECT_ID"
  | "FIREBASE_CLIENT_EMAIL"
  | "FIREBASE_PRIVATE_KEY"
  | "FIRESTORE_EMULATOR_HOST"
  | "FIREBASE_AUTH_EMULATOR_HOST"
>;

/** The one firebase-admin app of the process, made on first call (backends.server.ts keeps it). */
export function firebaseAppOf(env: FirebaseSettings) {
  if (!env.FIREBASE_PROJECT_ID) throw new Error("FIREBASE_PROJECT_ID is not set");
  const usesEmulator = Boolean(env.FIRESTORE_EMULATOR_HOST || env.FIREBASE_AUTH_EMULATOR_HOST);
  const credential =
    !usesEmulator && env.FIREBASE_CLIENT_EMAIL && env.FIREBASE_PRIVATE_KEY
      ? cert({
          projectId: env.FIREBASE_PROJECT_ID,
          clientEmail: env.FIREBASE_CLIENT_EMAIL,
          privateKey: env.FIREBASE_PRIVATE_KEY.replace(/\\n/g, "\n"),
        })
      : undefined; // emulators need none; elsewhere Application Default Credentials apply
  return (
    getApps().find((a) => a.name === "centre") ??
    initializeApp(
      { projectId: env.FIREBASE_PROJECT_ID, ...(credential ? { credential } : {}) },
      "centre",
    )
  );
}

/** Firestore with a bounded per-call time-out (the SDK retries transient errors with backoff). */
export function firestoreOfApp(app: App) {
  const firestore = firestoreOf(app);
  firestore.settings({ ignoreUndefinedProperties: true });
  return firestore;
}

export function firebaseAuthOf(app: App) {
  return getAuth(app);
}
