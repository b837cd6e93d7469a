import { useEffect, useId, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { Button } from '../../components/Button';
import { CharCount } from '../../components/CharCount';
import { Form } from '../../components/form/Form';
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { useFormErrors } from '../../components/form/useFormErrors';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import { useAuthActions, useDemoAccount } from '../../hooks/useAuth';
import { usePost } from '../../hooks/usePost';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import type { ErrorCode } from '../../lib/errorCodes';
import { limitMessage, tooLongMessage } from '../../lib/limitMessage';
import { routePatterns } from '../../lib/paths';
import { returnTarget } from '../../lib/returnTo';
import { ModeTabs, tabId, type Mode } from './ModeTabs';
import { ResetRequestForm } from './ResetRequestForm';
import './signin.css';

const submitLabels: Record<Mode, string> = { signIn: copy.tabSignIn, register: copy.tabRegister };

interface Entry {
  email: string;
  password: string;
  name: string;
}

type FieldName = keyof Entry;

/** Which field each refusal is about; the rest (a wrong e-mail or password, offline) are the form's. */
const fieldOf: Partial<Record<ErrorCode, FieldName>> = {
  'invalid-email': 'email',
  'email-already-in-use': 'email',
  'user-not-found': 'email',
  'wrong-password': 'password',
  'weak-password': 'password',
  'name-taken': 'name',
};

const empty: Entry = { email: '', password: '', name: '' };

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

function SignInForm({
  onForgot,
  returned,
}: {
  onForgot: (email: string) => void;
  returned: boolean;
}) {
  const { signIn, register } = useAuthActions();
  const demo = useDemoAccount();
  const [mode, setMode] = useState<Mode>('signIn');
  // Each tab keeps its own entries: only 登入 starts with the demo account, where one exists.
  const [entries, setEntries] = useState<Record<Mode, Entry>>(() => ({
    signIn: demo ? { ...empty, ...demo } : empty,
    register: empty,
  }));
  const busy = signIn.pending || register.pending;
  // Each tab shows its own write's failure; changing tabs clears both.
  const errors = useFormErrors(mode === 'signIn' ? signIn : register, fieldOf, 'auth');
  const id = useId();
  const panelId = `${id}-panel`;
  const { email, password, name } = entries[mode];
  const postTitle = useReturnPostTitle();
  const forgotId = `${id}-forgot`;
  useEffect(() => {
    if (returned) document.getElementById(forgotId)?.focus();
  }, [returned, forgotId]);

  function change(field: FieldName, value: string) {
    setEntries((current) => ({ ...current, [mode]: { ...current[mode], [field]: value } }));
    errors.changed(field);
  }

  function changeMode(next: Mode) {
    setMode(next);
    errors.reset();
    signIn.clearError();
    register.clearError();
  }

  function submit() {
    if (busy) return;
    const trimmed = { email: email.trim(), password: password.trim(), name: name.trim() };
    setEntries((current) => ({ ...current, [mode]: trimmed }));
    // Before any request, in the form's order: a new member never appears as 使用者.
    const failed = errors.check({
      name: mode === 'register' ? limitMessage('displayName', trimmed.name) : undefined,
      email: trimmed.email ? undefined : copy.errNeedEmail,
      password: trimmed.password ? undefined : copy.errNeedPassword,
    });
    if (failed) {
      document.getElementById(`${id}-${failed}`)?.focus();
      return;
    }
    if (mode === 'signIn') void signIn.run(trimmed.email, trimmed.password);
    else void register.run(trimmed.email, trimmed.password, trimmed.name);
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
        {mode === 'signIn' &&
          (postTitle === undefined ? (
            <Notice kind="warning">{copy.signInNotice}</Notice>
          ) : (
            <Notice kind="warning">
              {copy.signInToRead}
              {postTitle && <span className="signin-page__post">「{postTitle}」</span>}
            </Notice>
          ))}
        {/* The Form's noValidate: the browser's own e-mail check would hide our 信箱格式錯誤. */}
        <Form onSubmit={submit}>
          {mode === 'register' && (
            <>
              <TextField
                id={`${id}-name`}
                name="name"
                label={copy.nameRow}
                autoComplete="nickname"
                value={name}
                error={errors.of('name') ?? tooLongMessage('displayName', name)}
                onValue={(value) => change('name', value)}
              />
              <CharCount kind="displayName" text={name} />
            </>
          )}
          <TextField
            id={`${id}-email`}
            type="email"
            name="email"
            label={copy.emailLabel}
            autoComplete="username"
            value={email}
            error={errors.of('email')}
            onValue={(value) => change('email', value)}
          />
          <PasswordField
            id={`${id}-password`}
            name="password"
            label={copy.passwordLabel}
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            value={password}
            error={errors.of('password')}
            hint={mode === 'register' ? copy.passwordRule : undefined}
            onValue={(value) => change('password', value)}
          />
          {errors.form && <Notice kind="negative">{errors.form}</Notice>}
          <Button type="submit" primary fluid loading={busy} disabled={busy}>
            {submitLabels[mode]}
          </Button>
        </Form>
        {mode === 'signIn' && (
          <button
            id={forgotId}
            type="button"
            className="signin-page__forgot"
            disabled={busy}
            onClick={() => onForgot(email.trim())}
          >
            {copy.forgotPassword}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * When a post's guard sent the visitor here: the post's title once it is read ('' until then, or when
 * the post does not exist); undefined when they came from anywhere else.
 */
function useReturnPostTitle(): string | undefined {
  const { state } = useLocation();
  const from = returnTarget(state);
  const pathname = typeof from === 'object' && from !== null ? from.pathname : undefined;
  const postId = pathname ? (matchPath(routePatterns.post, pathname)?.params.postId ?? null) : null;
  const post = usePost(postId);
  if (postId === null) return undefined;
  return post.status === 'ready' && post.data ? post.data.title : '';
}
