import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { Form } from '../../components/form/Form';
import { TextField } from '../../components/form/TextField';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import { useAuth } from '../../hooks/useAuth';
import { useMutation } from '../../hooks/useMutation';
import { errorMessage } from '../../lib/errorMessage';
import { ModeTabs, tabId, type Mode } from './ModeTabs';
import './signin.css';

const submitLabels: Record<Mode, string> = { signIn: copy.tabSignIn, register: copy.tabRegister };

/**
 * /Signin. On success nothing happens here: the auth state changes, and RequireVisitor takes the
 * member back where they came from (or to /posts).
 */
export function SignInPage() {
  const { signIn, register } = useAuth();
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState<string>(copy.demoEmail);
  const [password, setPassword] = useState<string>(copy.demoPassword);
  const enter = useMutation((how: Mode, address: string, secret: string) =>
    (how === 'signIn' ? signIn : register)(address, secret),
  );
  const busy = enter.pending;
  const id = useId();
  const panelId = `${id}-panel`;
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;

  function changeMode(next: Mode) {
    setMode(next);
    enter.clearError();
  }

  function submit() {
    if (busy) return;
    const trimmedEmail = email.trim();
    const trimmedPassword = password.trim();
    setEmail(trimmedEmail);
    setPassword(trimmedPassword);
    void enter.run(mode, trimmedEmail, trimmedPassword);
  }

  return (
    <div className="signin-page">
      <h1 className="page-heading">{copy.menuSignIn}</h1>
      <ModeTabs mode={mode} onChange={changeMode} idPrefix={id} panelId={panelId} disabled={busy} />
      <div
        className="signin-page__panel panel"
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(id, mode)}
      >
        {mode === 'signIn' && <Notice kind="warning">{copy.signInNotice}</Notice>}
        {/* The Form's noValidate: the browser's own e-mail check would hide our 信箱格式錯誤. */}
        <Form onSubmit={submit}>
          <TextField
            id={emailId}
            type="email"
            name="email"
            label={copy.emailLabel}
            autoComplete="username"
            value={email}
            onValue={setEmail}
          />
          <TextField
            id={passwordId}
            type="password"
            name="password"
            label={copy.passwordLabel}
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            value={password}
            onValue={setPassword}
          />
          {enter.error && <Notice kind="negative">{errorMessage(enter.error, 'auth')}</Notice>}
          <Button type="submit" primary fluid loading={busy} disabled={busy}>
            {submitLabels[mode]}
          </Button>
        </Form>
      </div>
    </div>
  );
}
