import { messages } from '../../../../shared/messages.js';
import { publicPaths } from '../../../../shared/routes.js';
import { useConfirmEmail } from '../api/confirm-email.js';
import { ConfirmLink } from '../components/confirm-link.js';

export function ConfirmEmailPage() {
  const confirmation = useConfirmEmail();
  return (
    <ConfirmLink
      title="Confirm email"
      confirmation={confirmation}
      successMessage={messages.emailConfirmed}
      next={{ to: publicPaths.signIn, label: 'Sign in' }}
    />
  );
}
