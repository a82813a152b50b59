import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTimer } from '../api/get-timer.js';
import { startPressed, useStartTimer } from '../api/start-timer.js';
import { stopPressed, useStopTimer } from '../api/stop-timer.js';

/** Start (labor, or travel from the menu) or stop the one timer; the header shows it ticking. */
export function TimerButton() {
  const timer = useTimer();
  const start = useStartTimer();
  const stop = useStopTimer();
  if (timer.data) {
    return (
      <Button color="red" leftSection={<IconPlayerStopFilled size={16} />} onClick={() => stop.mutate(stopPressed())} loading={stop.isPending && !stop.isPaused}>
        Stop timer
      </Button>
    );
  }
  return (
    <Button.Group>
      <Button leftSection={<IconPlayerPlayFilled size={16} />} onClick={() => start.mutate(startPressed('labor'))} loading={start.isPending && !start.isPaused} disabled={timer.isPending}>
        Start timer
      </Button>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button px={8} aria-label="More timer choices" disabled={timer.isPending || (start.isPending && !start.isPaused)}>
            <IconChevronDown size={16} />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => start.mutate(startPressed('labor'))}>Start labor timer</Menu.Item>
          <Menu.Item onClick={() => start.mutate(startPressed('travel'))}>Start travel timer</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Button.Group>
  );
}
