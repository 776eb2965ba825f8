// The production store's entry point: one firebase-admin app, configured from settings.
import { cert, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { getEnv } from "~/env.server";

let app: App | undefined;
let firestore: Firestore | undefined;

export function getFirebaseApp(): App {
  if (app) return app;
  const env = getEnv();
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
  app =
    getApps().find((a) => a.name === "centre") ??
    initializeApp(
      { projectId: env.FIREBASE_PROJECT_ID, ...(credential ? { credential } : {}) },
      "centre",
    );
  return app;
}

/** Firestore with a bounded per-call time-out (the SDK retries transient errors with backoff). */
export function getDatabase(): Firestore {
  if (!firestore) {
    firestore = getFirestore(getFirebaseApp());
    firestore.settings({ ignoreUndefinedProperties: true });
  }
  return firestore;
}

export function getFirebaseAuth() {
  return getAuth(getFirebaseApp());
}
