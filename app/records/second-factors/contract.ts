// An administrator's second factor (decision 195): the TOTP key and the hashes of the one-time
// recovery codes. SQLite keeps it in its own table; Firestore in the `secondFactor` field of the
// `users/{uid}` document, so it goes with the account. Neither the key nor a recovery code is
// ever part of a UserRecord (lists, exports).

export type SecondFactor = {
  /** The TOTP key, base32. */
  secret: string;
  /** When the administrator proved the app with a first code (ISO 8601); null while enrolling. */
  confirmedAt: string | null;
  /** SHA-256 (hex) of each recovery code not yet used. */
  recoveryCodeHashes: string[];
  /** The TOTP time step of the last code accepted: that code and older ones are refused after. */
  lastStep: number | null;
};

export interface SecondFactorStore {
  get(uid: string): Promise<SecondFactor | null>;
  /**
   * Starts an enrolment with this key, or returns the one already pending (a reload shows the
   * same QR code). A confirmed enrolment is returned unchanged: enrolling again needs a reset.
   */
  begin(uid: string, secret: string): Promise<SecondFactor>;
  /** Confirms a pending enrolment; false when there is none (already confirmed, or reset). */
  confirm(uid: string, step: number, recoveryCodeHashes: string[], now: Date): Promise<boolean>;
  /** Sets a confirmed enrolment outright (the start-up administrator's ADMIN_TOTP_SECRET). */
  enrol(uid: string, secret: string, now: Date): Promise<void>;
  /** Accepts a code's time step once: false when it, or a later step, was already used. */
  useStep(uid: string, step: number): Promise<boolean>;
  /** Spends one recovery code by its hash: false when it is not among the unused ones. */
  useRecoveryCode(uid: string, hash: string): Promise<boolean>;
  /** Forgets the enrolment (a lost phone, or the account deleted); true when there was one. */
  reset(uid: string): Promise<boolean>;
}

/** Pure: the stored shape of a new pending enrolment. */
export const pendingFactor = (secret: string): SecondFactor => ({
  secret,
  confirmedAt: null,
  recoveryCodeHashes: [],
  lastStep: null,
});
