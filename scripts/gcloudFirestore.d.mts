/** Loads firestore.rules, filled for the emulators, into the Firestore emulator at `host`. */
export function loadFirestoreRules(host: string, projectId: string): Promise<void>;
