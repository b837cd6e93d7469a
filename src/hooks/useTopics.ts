import { useMemo } from 'react';
import type { Topic } from '../backend/types';
import { useBackend } from './BackendProvider';
import { readOnce, useRead, type Read } from './read/useRead';

/** The topics, read once (they change only with a deploy). */
export function useTopics(): Read<Topic[]> {
  const backend = useBackend();
  const subscribe = useMemo(() => readOnce(() => backend.listTopics()), [backend]);
  return useRead(subscribe);
}
