import { copy } from '../../copy';

/**
 * Under a sign-in form filled with the demo account: one line that says so, and that the account
 * moderates (its 隱藏 buttons are expected), with registering an account of one's own one press away.
 */
export function DemoAccountLine({ onRegister }: { onRegister: () => void }) {
  return (
    <p className="signin-page__demo">
      {copy.demoNotice}
      <button type="button" className="signin-page__demo-register" onClick={onRegister}>
        {copy.demoRegister}
      </button>
    </p>
  );
}
