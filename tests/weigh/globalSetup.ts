import type { TestProject } from 'vitest/node';
import { buildInto } from '../offline/globalSetup';

/** The offline tier's Firebase build, made into a folder of its own (npm run weigh may run beside it). */
export default function buildOnce(project: TestProject): Promise<void> {
  return buildInto('weigh-firebase-build', project);
}
