import '@mantine/dates/styles.css';
import { Select, SimpleGrid, Skeleton, Switch, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { lazy, Suspense } from 'react';
import { defaultSettings } from '../../../../shared/account.js';
import { messages } from '../../../../shared/messages.js';
import { fromMinorUnits } from '../../../../shared/money.js';
import { ProjectInputSchema, type Project } from '../../../../shared/projects.js';
import { PropertiesSchema, TagsSchema } from '../../../../shared/record-parts.js';
import { protectedPaths } from '../../../../shared/routes.js';
import { EditorPage } from '../../../components/editor-page.js';
import { DocumentsSection } from '../../../components/record-parts/documents-section.js';
import { NotesSection } from '../../../components/record-parts/notes-section.js';
import { filledPairs, firstPairError, pairsFieldError, type Pair } from '../../../components/record-parts/pairs.js';
import { PropertiesEditor } from '../../../components/record-parts/properties-editor.js';
import { RecordSection } from '../../../components/record-parts/record-section.js';
import { TagsEditor } from '../../../components/record-parts/tags-editor.js';
import { schemaErrors } from '../../../lib/form-errors.js';
import { useProfile } from '../../../lib/profile.js';
import { useCustomerOptions } from '../../../lib/record-options.js';
import { useRecordEditor } from '../../../lib/use-record-editor.js';
import { projectsApi } from '../api/projects-api.js';
import { StakeholdersSection, type Stakeholder } from '../components/stakeholders-section.js';
import { ExpenseReportButton } from '../../receipts/components/expense-report-button.js';
import { OpenTasks } from '../../tasks/components/open-tasks.js';

const ProjectChart = lazy(() => import('../components/project-chart.js').then((m) => ({ default: m.ProjectChart })));

type Values = {
  projectNumber: string;
  name: string;
  customerId: string | null;
  active: boolean;
  startDate: string | null;
  endDate: string | null;
  budget: string;
  budgetCurrency: string;
  stakeholders: Stakeholder[];
  tags: Pair[];
  properties: Pair[];
};

const valuesOf = (homeCurrency: string, p?: Project): Values => ({
  projectNumber: p?.projectNumber ?? '',
  name: p?.name ?? '',
  customerId: p?.customer?.id ?? null,
  active: p?.active ?? true,
  startDate: p?.startDate ?? null,
  endDate: p?.endDate ?? null,
  budget: p?.budgetMinor == null ? '' : fromMinorUnits(p.budgetMinor, p.budgetCurrency),
  budgetCurrency: p?.budgetCurrency ?? homeCurrency,
  stakeholders: p?.stakeholders.map((s) => ({ id: s.contactId, firstName: s.firstName, lastName: s.lastName, type: s.type })) ?? [],
  tags: p?.tags ?? [],
  properties: p?.properties ?? [],
});
const bodyOf = (v: Values) => ({
  projectNumber: v.projectNumber,
  name: v.name,
  customerId: v.customerId,
  active: v.active,
  startDate: v.startDate || null,
  endDate: v.endDate || null,
  budget: v.budget.trim() === '' ? null : v.budget,
  budgetCurrency: v.budgetCurrency,
  stakeholders: v.stakeholders.map((s) => ({ contactId: s.id, type: s.type })),
  tags: filledPairs(v.tags),
  properties: filledPairs(v.properties),
});

const currencies = Intl.supportedValuesOf('currency');

/** `/protected/projects/:id` (and `new`): the project editor with stakeholders and its chart. */
export function ProjectPage() {
  // A new project's budget is in the user's home currency unless they choose another.
  const homeCurrency = useProfile().data?.settings.currency ?? defaultSettings.currency;
  const { id, isNew, record, form, blocked, editor } = useRecordEditor({
    api: projectsApi,
    valuesOf: (p?: Project) => valuesOf(homeCurrency, p),
    bodyOf,
    validate: (values: Values) => ({
      ...schemaErrors(ProjectInputSchema, bodyOf(values)),
      tags: firstPairError(TagsSchema, values.tags),
      properties: firstPairError(PropertiesSchema, values.properties),
    }),
    paths: { list: protectedPaths.projects, edit: protectedPaths.project },
    deleteQuestion: messages.deleteProject,
    keepLabel: 'Keep project',
    deps: [homeCurrency],
  });
  const customers = useCustomerOptions();
  if (blocked) return blocked;

  return (
    <EditorPage
      title={isNew ? 'New project' : (record?.projectNumber ?? 'Project')}
      {...editor}
      after={
        isNew ? (
          <Text c="dimmed" size="sm">
            Notes, documents and the chart appear once the project is saved.
          </Text>
        ) : (
          <>
            <OpenTasks link={{ projectId: id }} />
            <RecordSection title="Hours and budget" action={<ExpenseReportButton scope={{ projectId: id }} />}>
              <Suspense fallback={<Skeleton h={260} />}>
                <ProjectChart projectId={id} />
              </Suspense>
            </RecordSection>
            <NotesSection area="projects" recordId={id} />
            <DocumentsSection area="projects" recordId={id} />
          </>
        )
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Project number" required {...form.getInputProps('projectNumber')} />
        <TextInput label="Name" {...form.getInputProps('name')} />
        <Select label="Customer" clearable searchable data={customers.data ?? []} {...form.getInputProps('customerId')} />
        <Switch label="Active" mt={{ sm: 32 }} {...form.getInputProps('active', { type: 'checkbox' })} />
        <DatePickerInput label="Start date" valueFormat="MM/DD/YYYY" placeholder="MM/DD/YYYY" clearable {...form.getInputProps('startDate')} />
        <DatePickerInput label="End date" valueFormat="MM/DD/YYYY" placeholder="MM/DD/YYYY" clearable {...form.getInputProps('endDate')} />
        <TextInput label="Budget" inputMode="decimal" {...form.getInputProps('budget')} />
        <Select label="Currency" searchable data={currencies} {...form.getInputProps('budgetCurrency')} />
      </SimpleGrid>
      <StakeholdersSection value={form.values.stakeholders} onChange={(stakeholders) => form.setFieldValue('stakeholders', stakeholders)} />
      <TagsEditor value={form.values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} error={pairsFieldError(form.errors, 'tags')} />
      <PropertiesEditor value={form.values.properties} onChange={(properties) => form.setFieldValue('properties', properties)} error={pairsFieldError(form.errors, 'properties')} />
    </EditorPage>
  );
}
