/** A production build with the Firebase adapter pointed at the emulators (Firestore at emulatorHost). */
export function buildFor(root: string, outDir: string, emulatorHost: string): Promise<void>;
