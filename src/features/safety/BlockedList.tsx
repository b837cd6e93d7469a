import { useId } from 'react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
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
 * it. The section stays when the last one is unblocked (目前沒有封鎖任何人): it is where blocks are
 * undone, and a section that vanishes under the pointer reads as a failure.
 */
export function BlockedList() {
  const headerId = useId();
  const blocked = useBlockedMembers();
  const uids = blocked.data ?? [];
  const { data: profiles } = useProfiles(uids);
  const { unblock } = useBlockActions();

  let body;
  if (blocked.status === 'error') {
    body = <RetryMessage code={blocked.error} onRetry={blocked.retry} />;
  } else if (blocked.status === 'loading') {
    body = <Loading />;
  } else if (uids.length === 0) {
    // Only the server's answer says the list is empty; a cached empty one may not be.
    body = blocked.stale ? (
      <RetryMessage code="unavailable" onRetry={blocked.retry} />
    ) : (
      <p className="blocked-list__empty panel">{copy.blockedListEmpty}</p>
    );
  }
  return (
    <section className="blocked-list" aria-labelledby={headerId}>
      <h2 id={headerId} className="blocked-list__header">
        {copy.blockedList}
      </h2>
      {unblock.error && <Notice kind="negative">{errorMessage(unblock.error)}</Notice>}
      {body ?? (
        <ul className="blocked-list__members panel">
          {uids.map((uid) => {
            const member = shownAuthor(noName, profiles?.get(uid));
            return (
              <li key={uid} className="blocked-list__member">
                <Avatar src={member.photo} name={member.name} size="mini" />
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
      )}
    </section>
  );
}
