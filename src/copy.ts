import { shellCopy } from './copy/shell';
import { accountsCopy } from './copy/accounts';
import { writingCopy } from './copy/writing';
import { peopleCopy } from './copy/people';
import { safetyCopy } from './copy/safety';
import { conversationsCopy } from './copy/conversations';

/**
 * Every string the product shows (COPY.md), gathered from src/copy/ by what it is for. Tests find
 * elements by these.
 */
export const copy = {
  ...shellCopy,
  ...accountsCopy,
  ...writingCopy,
  ...peopleCopy,
  ...safetyCopy,
  ...conversationsCopy,
} as const;
