export const projectId: string;
/** Writes the topics, the seed's members and `total` generated posts; resolves with the ms it took. */
export function seedEmulator(root: string, host: string, total: number): Promise<number>;
