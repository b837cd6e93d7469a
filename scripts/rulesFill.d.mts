export interface RulesValues {
  bucket: string;
  onEmulators: boolean;
}
export const emulatorValues: RulesValues;
export function fillRules(source: string, values: RulesValues): string;
export function readRules(file: 'firestore.rules' | 'storage.rules', values?: RulesValues): string;
export const rulesUnderTestVariable: string;
export function firestoreRulesUnderTest(): string;
