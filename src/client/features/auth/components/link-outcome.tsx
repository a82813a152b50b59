import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';

interface LinkOutcomeProps {
  failed: boolean;
  message: string;
  /** Where to go from here. */
  next: { to: string; label: string };
}

/** What following a link from a mail came to, and where to go next. */
export function LinkOutcome({ failed, message, next }: LinkOutcomeProps) {
  return (
    <Stack>
      <Alert color={failed ? 'red' : 'green'} role={failed ? 'alert' : 'status'}>
        {message}
      </Alert>
      <Anchor component={Link} to={next.to}>
        {next.label}
      </Anchor>
    </Stack>
  );
}
