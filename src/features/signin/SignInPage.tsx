import { useId, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { Button } from '../../components/Button';
import { CharCount } from '../../components/CharCount';
import { Form } from '../../components/form/Form';
import { TextField } from '../../components/form/TextField';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import { useAuthActions } from '../../hooks/useAuth';
import { usePost } from '../../hooks/usePost';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { errorMessage } from '../../lib/errorMessage';
import { limitMessage, tooLongMessage } from '../../lib/limitMessage';
import { routePatterns } from '../../lib/paths';
import { returnTarget } from '../../lib/returnTo';
import { ModeTabs, tabId, type Mode } from './ModeTabs';
import './signin.css';

const submitLabels: Record<Mode, string> = { signIn: copy.tabSignIn, register: copy.tabRegister };

interface Entry {
  email: string;
  password: string;
  name: string;
}

/** Each tab keeps its own entries: only 登入 starts with the demo account, 註冊 starts empty. */
const startingEntries: Record<Mode, Entry> = {
  signIn: { email: copy.demoEmail, password: copy.demoPassword, name: '' },
  register: { email: '', password: '', name: '' },
};

/**
 * /Signin. On success nothing happens here: the auth state changes, and RequireVisitor takes the
 * member back where they came from (or to /posts).
 */
export function SignInPage() {
  const { signIn, register } = useAuthActions();
  const [mode, setMode] = useState<Mode>('signIn');
  const [entries, setEntries] = useState(startingEntries);
  const [nameError, setNameError] = useState<string | undefined>();
  const busy = signIn.pending || register.pending;
  // Each tab shows its own write's failure; changing tabs clears both.
  const error = mode === 'signIn' ? signIn.error : register.error;
  const id = useId();
  const panelId = `${id}-panel`;
  const { email, password, name } = entries[mode];
  const postTitle = useReturnPostTitle();
  useDocumentTitle(copy.menuSignIn);

  function change(field: keyof Entry, value: string) {
    setEntries((current) => ({ ...current, [mode]: { ...current[mode], [field]: value } }));
    if (field === 'name') setNameError(undefined);
  }

  function changeMode(next: Mode) {
    setMode(next);
    setNameError(undefined);
    signIn.clearError();
    register.clearError();
  }

  function submit() {
    if (busy) return;
    const trimmed = { email: email.trim(), password: password.trim(), name: name.trim() };
    setEntries((current) => ({ ...current, [mode]: trimmed }));
    if (mode === 'register') {
      // Before any request: a new member never appears as 使用者.
      const refused = limitMessage('displayName', trimmed.name);
      setNameError(refused);
      if (refused) {
        document.getElementById(`${id}-name`)?.focus();
        return;
      }
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
                error={nameError ?? tooLongMessage('displayName', name)}
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
            onValue={(value) => change('email', value)}
          />
          <TextField
            id={`${id}-password`}
            type="password"
            name="password"
            label={copy.passwordLabel}
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            value={password}
            onValue={(value) => change('password', value)}
          />
          {error && <Notice kind="negative">{errorMessage(error, 'auth')}</Notice>}
          <Button type="submit" primary fluid loading={busy} disabled={busy}>
            {submitLabels[mode]}
          </Button>
        </Form>
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
