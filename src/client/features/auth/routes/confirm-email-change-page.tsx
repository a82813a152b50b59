import { messages } from '../../../../shared/messages.js';
import { protectedPaths } from '../../../../shared/routes.js';
import { useConfirmEmailChange } from '../api/confirm-email-change.js';
import { ConfirmLink } from '../components/confirm-link.js';

export function ConfirmEmailChangePage() {
  const confirmation = useConfirmEmailChange();
  return (
    <ConfirmLink
      title="Confirm new email"
      confirmation={confirmation}
      successMessage={messages.emailChanged}
      next={{ to: protectedPaths.profile, label: 'Go to your profile' }}
    />
  );
}
