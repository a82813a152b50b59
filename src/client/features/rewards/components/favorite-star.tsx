import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/** The star that marks a reward favorite (shown on the dashboard); pressed when it is one. */
export function FavoriteStar({ company, favorite, onToggle }: { company: string; favorite: boolean; onToggle: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      color={favorite ? 'yellow' : 'gray'}
      aria-label={`Favorite: ${company}`}
      aria-pressed={favorite}
      onClick={onToggle}
    >
      {favorite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
    </ActionIcon>
  );
}
