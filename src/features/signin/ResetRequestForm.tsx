import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Form } from '../../components/form/Form';
import { TextField } from '../../components/form/TextField';
import { useFormErrors } from '../../hooks/ui/useFormErrors';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import { useAuthActions } from '../../hooks/useAuth';
import { useHasDevOutbox } from '../../hooks/useDevOutbox';
import { paths } from '../../lib/paths';

/**
 * 忘記密碼？: asks for the e-mail and sends the reset mail. It answers resetSent whether or not the
 * address has an account. Where the backend keeps its mails (the local one), 開發信箱 opens them.
 */
export function ResetRequestForm({ email: typed, onBack }: { email: string; onBack: () => void }) {
  const { sendPasswordReset } = useAuthActions();
  const hasOutbox = useHasDevOutbox();
  const [email, setEmail] = useState(typed);
  const [sent, setSent] = useState(false);
  const errors = useFormErrors(sendPasswordReset, { 'invalid-email': 'email' }, 'auth');
  const id = useId();
  const emailId = `${id}-email`;
  const busy = sendPasswordReset.pending;
  // It replaces the sign-in form under the member's focus: the field they came to fill takes it.
  useEffect(() => {
    document.getElementById(emailId)?.focus();
  }, [emailId]);

  async function submit() {
    if (busy) return;
    const address = email.trim();
    setEmail(address);
    setSent(false);
    if (errors.check({ email: address ? undefined : copy.errNeedEmail })) {
      document.getElementById(emailId)?.focus();
      return;
    }
    if ((await sendPasswordReset.run(address)).ok) setSent(true);
  }

  return (
    <div className="signin-page">
      <h1 className="page-heading">{copy.resetHeader}</h1>
      <div className="signin-page__panel signin-page__panel--alone panel">
        <Form onSubmit={() => void submit()}>
          <TextField
            id={emailId}
            type="email"
            name="email"
            label={copy.emailLabel}
            autoComplete="username"
            value={email}
            error={errors.of('email')}
            onValue={(value) => {
              setEmail(value);
              errors.changed('email');
            }}
          />
          {errors.form && <Notice kind="negative">{errors.form}</Notice>}
          {sent && (
            <Notice kind="positive" className="signin-page__sent">
              {copy.resetSent}
              {hasOutbox && (
                <Link className="signin-page__outbox" to={paths.devOutbox}>
                  {copy.devOutbox}
                </Link>
              )}
            </Notice>
          )}
          <Button type="submit" primary fluid loading={busy} disabled={busy}>
            {copy.resetSubmit}
          </Button>
        </Form>
        <button type="button" className="signin-page__forgot" disabled={busy} onClick={onBack}>
          {copy.backToSignIn}
        </button>
      </div>
    </div>
  );
}
