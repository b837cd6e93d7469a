import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/Button';
import { CharCount } from '../../components/CharCount';
import { Form } from '../../components/form/Form';
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { Notice } from '../../components/Notice';
import { copy } from '../../copy';
import { useAuthActions, useDemoAccount } from '../../hooks/useAuth';
import { useFormErrors } from '../../hooks/ui/useFormErrors';
import { strongEnoughPassword, wellFormedEmail } from '../../lib/accountRules';
import type { ErrorCode } from '../../lib/errorCodes';
import { limitMessage, tooLongMessage } from '../../lib/limitMessage';
import { DemoAccountLine } from './DemoAccountLine';
import { ModeTabs, tabId, type Mode } from './ModeTabs';
import { useReturnPostTitle } from './useReturnPostTitle';

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

/** What can be said of the address before a request (lib/accountRules.ts, as both adapters check). */
function emailMessage(email: string): string | undefined {
  if (!email) return copy.errNeedEmail;
  return wellFormedEmail(email) ? undefined : copy.errEmailFormat;
}

/** A new account's password is checked for length at once; a sign-in's is the server's to judge. */
function passwordMessage(password: string, mode: Mode): string | undefined {
  if (!password) return copy.errNeedPassword;
  return mode === 'register' && !strongEnoughPassword(password) ? copy.errWeakPassword : undefined;
}

/** 登入 and 註冊 as tabs over one form; 忘記密碼？ hands the typed e-mail to `onForgot`. */
export function SignInForm({
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
    // Before any request, every field at once, in the form's order (the first one wrong is focused):
    // a new member never appears as 使用者. Only the server knows a taken name or address.
    const failed = errors.check({
      name: mode === 'register' ? limitMessage('displayName', trimmed.name) : undefined,
      email: emailMessage(trimmed.email),
      password: passwordMessage(trimmed.password, mode),
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
          {mode === 'signIn' && demo && email === demo.email && (
            <DemoAccountLine
              onRegister={() => {
                changeMode('register');
                // The button leaves with the tab: the new member starts at the first field.
                requestAnimationFrame(() => document.getElementById(`${id}-name`)?.focus());
              }}
            />
          )}
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
