import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AppColumn } from '@client/components/layout/AppColumn';
import { BrandMark } from '@client/components/brand/BrandMark';
import { Card } from '@client/components/ui/card';
import { EMPTY_VALUES, modeFromSearch, type AuthField, type AuthMode } from '../model/auth-form';
import { useSignupOpen } from '../api/options';
import { AuthForm } from '../components/AuthForm';

const COPY: Record<AuthMode, { title: string; lead: string; tab: string }> = {
  signIn: {
    title: 'Welcome back',
    lead: 'Sign in to pick up where you left off.',
    tab: 'Sign in · Joey Fit',
  },
  register: {
    title: 'Create your account',
    lead: 'Joey is ready when you are. It takes a minute.',
    tab: 'Create account · Joey Fit',
  },
};

const tabClass =
  'h-11 flex-1 rounded-[calc(var(--radius-control)-2px)] text-sm font-semibold text-ink-muted transition-colors data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm dark:data-[state=active]:bg-line';

/** The page behind GET /api/login (DESIGN §4): sign in, or create an account with a switch. */
export function LoginPage() {
  const signupOpen = useSignupOpen();
  const [chosen, setMode] = useState<AuthMode>(() => modeFromSearch(window.location.search));
  const mode: AuthMode = signupOpen ? chosen : 'signIn';
  // One set of values for both tabs, so a username typed on one is kept on the other.
  const [values, setValues] = useState(EMPTY_VALUES);
  // The browser tab names the mode too (issue 8: the sign-up page was titled "Sign in").
  useEffect(() => {
    document.title = COPY[mode].tab;
  }, [mode]);
  const setValue = (field: AuthField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const switchTo = (next: string) => {
    const nextMode: AuthMode = next === 'register' ? 'register' : 'signIn';
    setMode(nextMode);
    // Keep the choice across a reload without adding a history entry.
    const url = new URL(window.location.href);
    if (nextMode === 'register') url.searchParams.set('mode', 'register');
    else url.searchParams.delete('mode');
    window.history.replaceState(null, '', url);
  };

  return (
    <AppColumn>
      <div className="px-2 pt-2">
        <a
          href="/"
          className="inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ink-muted hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to home
        </a>
      </div>
      <main className="flex flex-1 flex-col gap-6 px-5 pt-4 pb-10">
        <div className="flex flex-col items-center gap-3 text-center">
          <BrandMark />
          <p className="text-sm font-bold tracking-tight text-brand-700 dark:text-brand-200">
            Joey Fit
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight">{COPY[mode].title}</h1>
          <p className="text-ink-muted">{COPY[mode].lead}</p>
        </div>
        <Tabs.Root value={mode} onValueChange={switchTo} className="flex flex-col gap-4">
          <Tabs.List
            aria-label="Sign in or create an account"
            hidden={!signupOpen}
            className="flex gap-1 rounded-control bg-surface-muted p-1 ring-1 ring-line/60"
          >
            <Tabs.Trigger value="signIn" className={tabClass}>
              Sign in
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClass}>
              Create account
            </Tabs.Trigger>
          </Tabs.List>
          {(['signIn', 'register'] as const).map((m) => (
            <Tabs.Content key={m} value={m} tabIndex={-1} className="outline-none">
              <Card className="p-6">
                <AuthForm mode={m} values={values} onValueChange={setValue} />
              </Card>
            </Tabs.Content>
          ))}
        </Tabs.Root>
        {signupOpen ? (
          <SwitchMode mode={mode} onSwitch={switchTo} />
        ) : (
          <p className="text-center text-sm text-ink-muted">
            New accounts are closed on this server. Ask its owner for one.
          </p>
        )}
      </main>
    </AppColumn>
  );
}

function SwitchMode({ mode, onSwitch }: { mode: AuthMode; onSwitch: (next: AuthMode) => void }) {
  return (
    <p className="text-center text-sm text-ink-muted">
      {mode === 'signIn' ? 'New to Joey Fit?' : 'Already have an account?'}{' '}
      <button
        type="button"
        onClick={() => onSwitch(mode === 'signIn' ? 'register' : 'signIn')}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
      >
        {mode === 'signIn' ? 'Create an account' : 'Sign in instead'}
      </button>
    </p>
  );
}
