// semantic's components first, as they were when they loaded with the site: page CSS builds on them.
import '../../styles/semantic';
import 'semantic-ui-css/components/form.min.css';
import { useId, useState } from 'react';
import { Form, Message, Segment } from 'semantic-ui-react';
import { Button } from '../../components/Button';
import { copy } from '../../copy';
import { useAuth } from '../../hooks/useAuth';
import { useMutation } from '../../hooks/useMutation';
import { errorMessage } from '../../lib/errorMessage';
import { ModeTabs, tabId, type Mode } from './ModeTabs';

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
      <h1 className="ui header">{copy.menuSignIn}</h1>
      <ModeTabs mode={mode} onChange={changeMode} idPrefix={id} panelId={panelId} disabled={busy} />
      <Segment attached="bottom" role="tabpanel" id={panelId} aria-labelledby={tabId(id, mode)}>
        {mode === 'signIn' && <Message color="orange" content={copy.signInNotice} />}
        {/* noValidate: the browser's own e-mail check would hide our 信箱格式錯誤. */}
        <Form noValidate onSubmit={submit}>
          <Form.Field>
            <label htmlFor={emailId}>{copy.emailLabel}</label>
            <input
              id={emailId}
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Form.Field>
          <Form.Field>
            <label htmlFor={passwordId}>{copy.passwordLabel}</label>
            <input
              id={passwordId}
              type="password"
              name="password"
              autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Form.Field>
          {enter.error && (
            <Message negative role="alert" content={errorMessage(enter.error, 'auth')} />
          )}
          <Button type="submit" primary fluid loading={busy} disabled={busy}>
            {submitLabels[mode]}
          </Button>
        </Form>
      </Segment>
    </div>
  );
}
