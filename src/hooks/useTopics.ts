import { useMemo } from 'react';
import type { Topic } from '../backend/types';
import { useBackend } from './machinery/BackendProvider';
import { readOnce, useRead, type Read } from './machinery/useRead';

/** The topics, read once (they change only with a deploy). */
export function useTopics(): Read<Topic[]> {
  const backend = useBackend();
  const subscribe = useMemo(() => readOnce(() => backend.listTopics()), [backend]);
  return useRead(subscribe);
}
