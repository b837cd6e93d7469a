import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Notice } from '../components/Notice';
import { copy } from '../copy';
import { useWelcome } from '../hooks/useAuth';
import { paths } from '../lib/paths';

/**
 * A new member's welcome, on the page registering led them to (the feed, or the post they were on
 * their way to); gone once they go elsewhere.
 */
export function WelcomeNotice() {
  const { user, shown, end } = useWelcome();
  const { key, pathname } = useLocation();
  // The sign-in page is left at once (RequireVisitor): the welcome waits for the page it leads to.
  const showing = shown && user !== null && pathname !== paths.signIn;
  const landing = useRef<string | null>(null);

  useEffect(() => {
    if (!showing) {
      landing.current = null;
      return;
    }
    if (landing.current === null) landing.current = key;
    else if (landing.current !== key) end();
  }, [showing, key, end]);

  if (!showing) return null;
  return (
    <Notice kind="positive" className="welcome-notice">
      {copy.welcome.replace('{name}', user.displayName || copy.defaultAuthor)}
    </Notice>
  );
}
