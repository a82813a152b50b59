import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { messages } from '../../../../shared/messages.js';
import { PaymentTypeInputSchema, type PaymentType } from '../../../../shared/receipts.js';
import { protectedPaths } from '../../../../shared/routes.js';
import { EditorPage } from '../../../components/editor-page.js';
import { schemaErrors } from '../../../lib/form-errors.js';
import { useRecordEditor } from '../../../lib/use-record-editor.js';
import { paymentTypesApi } from '../api/settings-api.js';

type Values = { ccName: string; lastFour: string; isDefault: boolean };
const valuesOf = (p?: PaymentType): Values => ({ ccName: p?.ccName ?? '', lastFour: p?.lastFour ?? '', isDefault: p?.isDefault ?? false });
const bodyOf = (v: Values) => v;

/** `/protected/settings/payments/:id` (and `new`): a card's name, its last four digits, whether it is the default. */
export function PaymentTypePage() {
  const { isNew, record, form, blocked, editor } = useRecordEditor({
    api: paymentTypesApi,
    valuesOf,
    bodyOf,
    validate: (values: Values) => schemaErrors(PaymentTypeInputSchema, bodyOf(values)),
    paths: { list: protectedPaths.paymentTypes, edit: protectedPaths.paymentType },
    deleteQuestion: messages.deleteRecord,
  });
  if (blocked) return blocked;
  return (
    <EditorPage title={isNew ? 'New payment type' : (record?.ccName ?? 'Payment type')} {...editor}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Card name" placeholder="Visa Business" required {...form.getInputProps('ccName')} />
        <TextInput label="Last four digits" inputMode="numeric" maxLength={4} placeholder="4242" required {...form.getInputProps('lastFour')} />
      </SimpleGrid>
      <Switch
        label="Default"
        description="Receipts paid by card use it unless another is chosen; exactly one card is the default."
        {...form.getInputProps('isDefault', { type: 'checkbox' })}
      />
    </EditorPage>
  );
}
