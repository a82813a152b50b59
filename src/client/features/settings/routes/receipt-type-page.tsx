import { Radio, SimpleGrid, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { messages } from '../../../../shared/messages.js';
import { receiptTypeIcons as iconNames, ReceiptTypeInputSchema, type ReceiptType, type ReceiptTypeIcon as IconName } from '../../../../shared/receipts.js';
import { protectedPaths } from '../../../../shared/routes.js';
import { EditorPage } from '../../../components/editor-page.js';
import { schemaErrors } from '../../../lib/form-errors.js';
import { useRecordEditor } from '../../../lib/use-record-editor.js';
import { receiptTypesApi } from '../api/settings-api.js';
import { ReceiptTypeIcon } from '../components/receipt-type-icon.js';

type Values = { name: string; icon: IconName };
const valuesOf = (t?: ReceiptType): Values => ({ name: t?.name ?? '', icon: t?.icon ?? 'receipt' });
const bodyOf = (v: Values) => v;

/** `/protected/settings/receipts/:id` (and `new`): a receipt type's name and icon. */
export function ReceiptTypePage() {
  const { isNew, record, form, blocked, editor } = useRecordEditor({
    api: receiptTypesApi,
    valuesOf,
    bodyOf,
    validate: (values: Values) => schemaErrors(ReceiptTypeInputSchema, bodyOf(values)),
    paths: { list: protectedPaths.receiptTypes, edit: protectedPaths.receiptType },
    deleteQuestion: messages.deleteRecord,
  });
  if (blocked) return blocked;
  return (
    <EditorPage title={isNew ? 'New receipt type' : (record?.name ?? 'Receipt type')} {...editor}>
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <Radio.Group label="Icon" value={form.values.icon} onChange={(icon) => form.setFieldValue('icon', icon)}>
        <SimpleGrid cols={{ base: 6, sm: 9 }} mt="xs">
          {iconNames.map((icon) => (
            <Tooltip key={icon} label={icon.replace('-', ' ')}>
              <UnstyledButton component="label" aria-label={icon.replace('-', ' ')}>
                <Stack gap={2} align="center">
                  <ReceiptTypeIcon icon={icon} size={24} />
                  <Radio value={icon} size="xs" aria-label={icon.replace('-', ' ')} />
                </Stack>
              </UnstyledButton>
            </Tooltip>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {record ? <Text size="sm" c="dimmed">{record.receipts} receipt(s) of this type. Deleting it leaves them without a type.</Text> : null}
    </EditorPage>
  );
}
