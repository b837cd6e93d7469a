import { useId } from 'react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { RetryMessage } from '../../components/RetryMessage';
import { shownAuthor } from '../../components/shownAuthor';
import { copy } from '../../copy';
import { useBlockedMembers } from '../../hooks/useBlocked';
import { useProfiles } from '../../hooks/useProfiles';
import { useBlockActions } from '../../hooks/useSafety';
import { errorMessage } from '../../lib/errorMessage';

const noName = { displayName: '', photoURL: '' };

/**
 * 封鎖名單: the members the member has blocked, newest first, each with 解除封鎖. Only the member reads
 * it; with no one blocked there is nothing to list, and the section stays away.
 */
export function BlockedList() {
  const headerId = useId();
  const blocked = useBlockedMembers();
  const uids = blocked.data ?? [];
  const { data: profiles } = useProfiles(uids);
  const { unblock } = useBlockActions();

  if (blocked.status === 'error')
    return <RetryMessage code={blocked.error} onRetry={blocked.retry} />;
  if (uids.length === 0) return null;
  return (
    <section className="blocked-list" aria-labelledby={headerId}>
      <h2 id={headerId} className="blocked-list__header">
        {copy.blockedList}
      </h2>
      {unblock.error && <Notice kind="negative">{errorMessage(unblock.error)}</Notice>}
      <ul className="blocked-list__members panel">
        {uids.map((uid) => {
          const member = shownAuthor(noName, profiles?.get(uid));
          return (
            <li key={uid} className="blocked-list__member">
              <Avatar src={member.photo} size="mini" />
              <span className="blocked-list__name">{member.name}</span>
              <Button
                type="button"
                basic
                size="small"
                aria-label={`${copy.unblock} ${member.name}`}
                disabled={unblock.pendingKeys.has(uid)}
                onClick={() => void unblock.run(uid)}
              >
                {copy.unblock}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
