import { Button, Tooltip } from '@mantine/core';
import { IconCloudUpload, IconPlayerStopFilled } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTimer } from '../api/get-timer.js';
import { stopPressed, useStopTimer } from '../api/stop-timer.js';
import { useWaitingWrites } from '../../../lib/outbox.js';
import { useElapsed } from '../../../lib/use-elapsed.js';

const TITLE_PREFIX = /^⏱ \S+ · /;

/** Puts `elapsed` in front of the tab's title while it is set, so the timer shows from other tabs too. */
function useTitleTimer(elapsed: string | null) {
  useEffect(() => {
    if (!elapsed) return;
    document.title = `⏱ ${elapsed} · ${document.title.replace(TITLE_PREFIX, '')}`;
    return () => {
      document.title = document.title.replace(TITLE_PREFIX, '');
    };
  }, [elapsed]);
}

/** The running timer in the header, on every page: elapsed time here and in the tab title; a click stops it. */
export function TimerChip() {
  const timer = useTimer();
  const stop = useStopTimer();
  // Started with no network: the server has not heard of it yet.
  const unsent = useWaitingWrites('timer-start').length > 0;
  const elapsed = useElapsed(timer.data?.start.at);
  useTitleTimer(elapsed);
  if (!elapsed) return null;
  return (
    <Tooltip label={unsent ? 'Stop timer (its start waits to be sent)' : 'Stop timer'}>
      <Button
        color="red"
        variant="light"
        size="compact-md"
        ff="monospace"
        leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
        rightSection={unsent ? <IconCloudUpload size={14} aria-hidden /> : undefined}
        onClick={() => stop.mutate(stopPressed())}
        loading={stop.isPending && !stop.isPaused}
        aria-label={`Stop timer (running ${elapsed}${unsent ? ', waiting to be sent' : ''})`}
      >
        {elapsed}
      </Button>
    </Tooltip>
  );
}
