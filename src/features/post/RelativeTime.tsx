import { useEffect, useState } from 'react';
import { fullDate, relativeTime } from '../../lib/relativeTime';

/** How often a relative time ("3 minutes ago") is brought up to date while the page stays open. */
const tick = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tick);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A relative time ("3 minutes ago"), with the full date and time on hover and for machines. */
export function RelativeTime({ time, className }: { time: number; className?: string }) {
  const now = useNow();
  return (
    <time className={className} dateTime={new Date(time).toISOString()} title={fullDate(time)}>
      {relativeTime(time, now)}
    </time>
  );
}
