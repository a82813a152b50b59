import { Button } from '@mantine/core';
import { IconPlayerStopFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTimer, useTimerToggle } from '../api/timecards-api.js';

/** `1:05:09` for a number of seconds. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 3600))}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The running timer in the header: elapsed time ticking here and in the tab title; a click stops it. */
export function TimerChip() {
  const timer = useTimer();
  const toggle = useTimerToggle();
  const [now, setNow] = useState(() => Date.now());
  const running = timer.data;
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [running]);
  const elapsed = running ? formatElapsed((now - new Date(running.start.at).getTime()) / 1000) : '';
  useEffect(() => {
    if (!running) return;
    const title = document.title;
    document.title = `⏱ ${elapsed} · ${title.replace(/^⏱ \S+ · /, '')}`;
    return () => {
      document.title = title.replace(/^⏱ \S+ · /, '');
    };
  }, [running, elapsed]);
  if (!running) return null;
  return (
    <Button
      color="red"
      variant="light"
      size="compact-md"
      leftSection={<IconPlayerStopFilled size={14} />}
      onClick={() => toggle.mutate('stop')}
      loading={toggle.isPending}
      aria-label={`Stop timer (running ${elapsed})`}
    >
      {elapsed}
    </Button>
  );
}
