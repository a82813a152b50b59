import { Center, Loader } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import { ApiError } from '../../../lib/api-error.js';
import { AuthCard } from './auth-card.js';
import { LinkOutcome } from './link-outcome.js';

interface ConfirmLinkProps {
  title: string;
  /** Posts the link's token. */
  confirmation: UseMutationResult<unknown, Error, string>;
  successMessage: string;
  next: { to: string; label: string };
}

/** A page opened from a confirmation mail: it uses the link's `?token=` once and says how that went. */
export function ConfirmLink({ title, confirmation, successMessage, next }: ConfirmLinkProps) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { mutate } = confirmation;
  const sentToken = useRef<string>(null);

  useEffect(() => {
    // A link works once, and StrictMode runs effects twice in development.
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    mutate(token);
  }, [token, mutate]);

  const { error } = confirmation;
  let content = (
    <Center>
      <Loader aria-label="Confirming" />
    </Center>
  );
  if (!token || error) {
    const message = error instanceof ApiError ? error.message : error ? messages.internalServerError : messages.linkInvalid;
    content = <LinkOutcome failed message={message} next={next} />;
  } else if (confirmation.isSuccess) {
    content = <LinkOutcome failed={false} message={successMessage} next={next} />;
  }
  return <AuthCard title={title}>{content}</AuthCard>;
}
