import { useState } from 'react';
import { copy } from '../../copy';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import { ResetRequestForm } from './ResetRequestForm';
import { SignInForm } from './SignInForm';
import './signin.css';

/**
 * /Signin. On success nothing happens here: the auth state changes, and RequireVisitor takes the
 * member back where they came from (or to /posts). 忘記密碼？ opens the reset request in its place.
 */
export function SignInPage() {
  const [forgot, setForgot] = useState<string | null>(null);
  // Back from the reset request, focus returns to 忘記密碼？, where the member left.
  const [returned, setReturned] = useState(false);
  useDocumentTitle(forgot === null ? copy.menuSignIn : copy.resetHeader);
  if (forgot !== null) {
    const back = () => {
      setForgot(null);
      setReturned(true);
    };
    return <ResetRequestForm email={forgot} onBack={back} />;
  }
  return <SignInForm onForgot={setForgot} returned={returned} />;
}
