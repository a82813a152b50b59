import { ActionIcon, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { QuickLinkSchema, type QuickLink } from '../../../../shared/trips.js';
import { RecordSection } from '../../../components/record-parts/record-section.js';

interface QuickLinksEditorProps {
  value: QuickLink[];
  onChange: (value: QuickLink[]) => void;
  /** The form's errors, keyed `quickLinks.{row}.{field}`. */
  errors: FormErrors;
}

const nameOf = (link: QuickLink) => link.linkName.trim() || link.agencyName.trim() || link.url.trim();
const emptyLink: QuickLink = { agencyName: '', url: '', linkName: '' };

/**
 * The 'Quick links' section of the trip editor: the travel agency's booking pages (agency name,
 * URL, link name), saved with the trip. A link whose URL is valid can be opened from its row, in a
 * new tab that cannot reach back into this one.
 */
export function QuickLinksEditor({ value, onChange, errors }: QuickLinksEditorProps) {
  const change = (index: number, field: keyof QuickLink, text: string) => onChange(value.map((link, i) => (i === index ? { ...link, [field]: text } : link)));
  const errorOf = (index: number, field: keyof QuickLink) => {
    const found = errors[`quickLinks.${index}.${field}`];
    return typeof found === 'string' ? found : undefined;
  };

  return (
    <RecordSection
      title="Quick links"
      action={
        <Button variant="light" size="xs" leftSection={<IconPlus size={16} />} onClick={() => onChange([...value, { ...emptyLink }])}>
          Add quick link
        </Button>
      }
    >
      {value.length === 0 ? (
        <Text c="dimmed" size="sm">
          No quick links yet.
        </Text>
      ) : null}
      {value.map((link, index) => (
        // Rows have no id of their own; the position is their identity while editing.
        <Paper key={index} withBorder p="sm" role="group" aria-label={`Quick link ${index + 1}`}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              {QuickLinkSchema.safeParse(link).success ? (
                <Group gap={4} wrap="nowrap" miw={0}>
                  <Anchor href={link.url.trim()} target="_blank" rel="noopener noreferrer" fw={500} truncate="end">
                    {nameOf(link)}
                  </Anchor>
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  New link
                </Text>
              )}
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove quick link ${index + 1}`} onClick={() => onChange(value.filter((_, i) => i !== index))}>
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Agency name" value={link.agencyName} error={errorOf(index, 'agencyName')} onChange={(e) => change(index, 'agencyName', e.currentTarget.value)} />
              <TextInput label="URL" type="url" value={link.url} error={errorOf(index, 'url')} onChange={(e) => change(index, 'url', e.currentTarget.value)} />
              <TextInput label="Link name" value={link.linkName} error={errorOf(index, 'linkName')} onChange={(e) => change(index, 'linkName', e.currentTarget.value)} />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </RecordSection>
  );
}
