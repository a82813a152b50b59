import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMail, IconPhone, IconPlus, IconTrash } from '@tabler/icons-react';
import type { z } from 'zod';
import { tagLinkKind } from '../../../shared/record-parts.js';
import { type Pair, pairErrors } from './pairs.js';
import { RecordSection } from './record-section.js';

export interface PairsEditorProps {
  value: Pair[];
  onChange: (value: Pair[]) => void;
  /** A message from the form or the server; shown under the rows unless a row already says it. */
  error?: string;
}

interface PairsEditorOptions {
  title: string;
  /** 'tag' or 'property', for button and field names. */
  noun: string;
  schema: z.ZodType;
  /** Phone and mail values get a call or mail link (tags). */
  links: boolean;
}

function ValueLink({ pair }: { pair: Pair }) {
  const kind = tagLinkKind(pair.key);
  if (!kind || pair.value.trim() === '') return null;
  const Icon = kind === 'tel' ? IconPhone : IconMail;
  return (
    <ActionIcon
      component="a"
      href={`${kind}:${pair.value.trim()}`}
      variant="light"
      size="lg"
      aria-label={`${kind === 'tel' ? 'Call' : 'Mail'} ${pair.value.trim()}`}
    >
      <Icon size={18} />
    </ActionIcon>
  );
}

/** Key and value rows with add and remove; the shared body of the tags and properties editors. */
export function PairsEditor({ value, onChange, error, title, noun, schema, links }: PairsEditorProps & PairsEditorOptions) {
  const errors = pairErrors(schema, value);
  const rowMessages = new Set(Object.values(errors).flatMap((row) => Object.values(row ?? {})));
  const change = (index: number, field: keyof Pair, text: string) =>
    onChange(value.map((pair, i) => (i === index ? { ...pair, [field]: text } : pair)));
  const add = () => onChange([...value, { key: '', value: '' }]);
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

  return (
    <RecordSection
      title={title}
      action={
        <Button variant="light" size="xs" leftSection={<IconPlus size={16} />} onClick={add}>
          Add {noun}
        </Button>
      }
    >
      {value.length === 0 && (
        <Text c="dimmed" size="sm">
          No {title.toLowerCase()} yet.
        </Text>
      )}
      <Stack gap="xs">
        {value.map((pair, index) => (
          // Rows have no id of their own; the position is their identity while editing.
          <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              label="Key"
              flex={2}
              value={pair.key}
              error={errors[index]?.key}
              onChange={(event) => change(index, 'key', event.currentTarget.value)}
            />
            <TextInput
              label="Value"
              flex={3}
              value={pair.value}
              error={errors[index]?.value}
              onChange={(event) => change(index, 'value', event.currentTarget.value)}
            />
            <Group gap={4} wrap="nowrap" mt={25}>
              {links && <ValueLink pair={pair} />}
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove ${noun} ${pair.key || index + 1}`}
                onClick={() => remove(index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
      {error && !rowMessages.has(error) && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </RecordSection>
  );
}
