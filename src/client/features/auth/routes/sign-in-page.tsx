import { Anchor, Text } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { safeCallbackPath } from '../../../../shared/account.js';
import { publicPaths } from '../../../../shared/routes.js';
import { useSession } from '../../../lib/session.js';
import { AuthCard } from '../components/auth-card.js';
import { SignInForm } from '../components/sign-in-form.js';
import { signInProblem } from '../utils/sign-in-problem.js';

export function SignInPage() {
  const [params] = useSearchParams();
  const callbackUrl = safeCallbackPath(params.get('callbackUrl'));
  const session = useSession();
  // Also where a successful sign-in leads: it refreshes the session.
  if (session.status === 'authenticated') return <Navigate to={callbackUrl} replace />;
  return (
    <AuthCard title="Sign in">
      <SignInForm callbackUrl={callbackUrl} initialProblem={signInProblem(params.get('error'), params.get('code'))} />
      <Text size="sm" ta="center" mt="lg">
        No account yet?{' '}
        <Anchor component={Link} to={publicPaths.signUp}>
          Sign up
        </Anchor>
      </Text>
    </AuthCard>
  );
}
