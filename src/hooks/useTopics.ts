import { useEffect, useState } from 'react';
import type { Topic } from '../backend/types';
import { useBackend } from './BackendProvider';

export interface TopicsState {
  /** null while loading; empty after a failed read. */
  topics: Topic[] | null;
  error: boolean;
}

/** The topics, read once (they change only with a deploy). */
export function useTopics(): TopicsState {
  const backend = useBackend();
  const [state, setState] = useState<TopicsState>({ topics: null, error: false });
  useEffect(() => {
    let active = true;
    backend.listTopics().then(
      (topics) => active && setState({ topics, error: false }),
      () => active && setState({ topics: [], error: true }),
    );
    return () => {
      active = false;
    };
  }, [backend]);
  return state;
}
