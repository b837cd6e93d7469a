import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Form } from '../../components/form/Form';
import { PasswordField } from '../../components/form/PasswordField';
import { useFormErrors } from '../../hooks/ui/useFormErrors';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import { useAuthActions } from '../../hooks/useAuth';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../hooks/ui/useDocumentTitle';
import './signin.css';

/**
 * /reset?oobCode=…: where a password reset mail leads (in production, the Firebase console's e-mail
 * action URL). Sets the new password with the mail's code; the member then signs in with it.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode') ?? '';
  const { resetPassword } = useAuthActions();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [done, setDone] = useState(false);
  const errors = useFormErrors<'password' | 'again'>(
    resetPassword,
    { 'weak-password': 'password' },
    'auth',
  );
  const id = useId();
  const busy = resetPassword.pending;
  useDocumentTitle(copy.resetHeader);

  async function submit() {
    if (busy) return;
    const failed = errors.check({
      password: password ? undefined : copy.errNeedPassword,
      again: again === password ? undefined : copy.errPasswordMismatch,
    });
    if (failed) {
      document.getElementById(`${id}-${failed}`)?.focus();
      return;
    }
    if ((await resetPassword.run(code, password)).ok) setDone(true);
  }

  return (
    <div className="signin-page">
      <h1 className="page-heading">{copy.resetHeader}</h1>
      <div className="signin-page__panel signin-page__panel--alone panel">
        {done ? (
          <Notice kind="positive">{copy.resetDone}</Notice>
        ) : !code ? (
          // A link without its code (cut short when copied) can never work.
          <Notice kind="negative">{copy.errResetLink}</Notice>
        ) : (
          <Form onSubmit={() => void submit()}>
            <PasswordField
              id={`${id}-password`}
              label={copy.newPassword}
              autoComplete="new-password"
              value={password}
              hint={copy.passwordRule}
              error={errors.of('password')}
              onValue={(value) => {
                setPassword(value);
                errors.changed('password');
              }}
            />
            <PasswordField
              id={`${id}-again`}
              label={copy.confirmPassword}
              autoComplete="new-password"
              value={again}
              error={errors.of('again')}
              onValue={(value) => {
                setAgain(value);
                errors.changed('again');
              }}
            />
            {errors.form && <Notice kind="negative">{errors.form}</Notice>}
            <Button type="submit" primary fluid loading={busy} disabled={busy}>
              {copy.resetNewPassword}
            </Button>
          </Form>
        )}
        <Link className="signin-page__back" to={paths.signIn}>
          {copy.backToSignIn}
        </Link>
      </div>
    </div>
  );
}
