import { ActionIcon, Autocomplete, CopyButton, SimpleGrid, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconCopy } from '@tabler/icons-react';
import { messages } from '../../../../shared/messages.js';
import { PropertiesSchema, TagsSchema } from '../../../../shared/record-parts.js';
import { RewardInputSchema, type Reward } from '../../../../shared/rewards.js';
import { protectedPaths } from '../../../../shared/routes.js';
import { EditorPage } from '../../../components/editor-page.js';
import { DocumentsSection } from '../../../components/record-parts/documents-section.js';
import { NotesSection } from '../../../components/record-parts/notes-section.js';
import { filledPairs, firstPairError, pairsFieldError, type Pair } from '../../../components/record-parts/pairs.js';
import { PropertiesEditor } from '../../../components/record-parts/properties-editor.js';
import { TagsEditor } from '../../../components/record-parts/tags-editor.js';
import { schemaErrors } from '../../../lib/form-errors.js';
import { notifySuccess } from '../../../lib/notify.js';
import { useRecordEditor } from '../../../lib/use-record-editor.js';
import { rewardsApi } from '../api/rewards-api.js';
import { RewardHistory } from '../components/reward-history.js';

type Values = {
  company: string;
  memberNumber: string;
  points: string;
  status: string;
  favorite: boolean;
  tags: Pair[];
  properties: Pair[];
};

const statusSuggestions = ['Member', 'Silver', 'Gold', 'Platinum', 'Diamond'];

const valuesOf = (r?: Reward): Values => ({
  company: r?.company ?? '',
  memberNumber: r?.memberNumber ?? '',
  points: r ? String(r.points) : '',
  status: r?.status ?? '',
  favorite: r?.favorite ?? false,
  tags: r?.tags ?? [],
  properties: r?.properties ?? [],
});
// No points typed is none yet: 0.
const bodyOf = (v: Values) => ({
  ...v,
  points: v.points.trim() === '' ? 0 : Number(v.points.trim()),
  tags: filledPairs(v.tags),
  properties: filledPairs(v.properties),
});

function validate(values: Values): FormErrors {
  const errors: FormErrors = {
    ...schemaErrors(RewardInputSchema, bodyOf(values)),
    tags: firstPairError(TagsSchema, values.tags),
    properties: firstPairError(PropertiesSchema, values.properties),
  };
  // Digits only: Number() would also take '1e3' or '0x10'.
  if (values.points.trim() !== '' && !/^\d+$/.test(values.points.trim())) errors.points = messages.numbersOnly;
  return errors;
}

/** Copies the member number as typed, saying 'Copied to clipboard'. */
function CopyNumber({ value }: { value: string }) {
  return (
    <CopyButton value={value}>
      {({ copy }) => (
        <Tooltip label="Copy member number">
          <ActionIcon
            variant="subtle"
            aria-label="Copy member number"
            disabled={value.trim() === ''}
            onClick={() => {
              copy();
              notifySuccess(messages.copiedToClipboard);
            }}
          >
            <IconCopy size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** `/protected/rewards/:id` (and `new`): a loyalty program's editor. */
export function RewardPage() {
  const { id, isNew, record, form, blocked, editor } = useRecordEditor({
    api: rewardsApi,
    valuesOf,
    bodyOf,
    validate,
    paths: { list: protectedPaths.rewards, edit: protectedPaths.reward },
    deleteQuestion: messages.deleteRecord,
  });
  if (blocked) return blocked;

  return (
    <EditorPage
      title={isNew ? 'New reward' : (record?.company ?? 'Reward')}
      {...editor}
      after={
        isNew ? (
          <Text c="dimmed" size="sm">
            Notes and documents can be added once the reward is saved.
          </Text>
        ) : (
          <>
            <NotesSection area="rewards" recordId={id} />
            <DocumentsSection area="rewards" recordId={id} />
          </>
        )
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Company" required {...form.getInputProps('company')} />
        <TextInput label="Member number" rightSection={<CopyNumber value={form.values.memberNumber} />} {...form.getInputProps('memberNumber')} />
        <TextInput label="Points" inputMode="numeric" {...form.getInputProps('points')} />
        <Autocomplete label="Status" description="For example Gold or Platinum" data={statusSuggestions} {...form.getInputProps('status')} />
      </SimpleGrid>
      <Switch label="Favorite" {...form.getInputProps('favorite', { type: 'checkbox' })} />
      {record ? <RewardHistory history={record.history} /> : null}
      <TagsEditor value={form.values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} error={pairsFieldError(form.errors, 'tags')} />
      <PropertiesEditor value={form.values.properties} onChange={(properties) => form.setFieldValue('properties', properties)} error={pairsFieldError(form.errors, 'properties')} />
    </EditorPage>
  );
}
