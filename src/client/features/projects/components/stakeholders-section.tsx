import { ActionIcon, Select, SimpleGrid, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { stakeholderTypes, type StakeholderType } from '../../../../shared/projects.js';
import { ContactSearch, type LinkedContact } from '../../../components/contact-picker.js';
import { PartList, PartRow } from '../../../components/record-parts/part-row.js';
import { RecordSection } from '../../../components/record-parts/record-section.js';

export interface Stakeholder extends LinkedContact {
  type: number;
}

const typeOptions = Object.entries(stakeholderTypes).map(([value, label]) => ({ value, label }));
const DEFAULT_TYPE = '3'; // Team member: the most common role on a project.
const typeName = (type: number) => stakeholderTypes[type as StakeholderType] ?? String(type);
const fullName = (s: LinkedContact) => `${s.firstName} ${s.lastName}`.trim();

/**
 * A project's stakeholders: a contact with one of the spec's stakeholder types. The type is chosen
 * first and applies to the contact picked next, so one contact can be added under several types.
 */
export function StakeholdersSection({ value, onChange }: { value: Stakeholder[]; onChange: (value: Stakeholder[]) => void }) {
  const [type, setType] = useState(DEFAULT_TYPE);
  return (
    <RecordSection title="Stakeholders">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Stakeholder type" data={typeOptions} value={type} onChange={(picked) => setType(picked ?? DEFAULT_TYPE)} allowDeselect={false} />
        <ContactSearch
          label="Add a stakeholder"
          onPick={(picked) => {
            const added = { ...picked, type: Number(type) };
            if (!value.some((s) => s.id === added.id && s.type === added.type)) onChange([...value, added]);
          }}
        />
      </SimpleGrid>
      {value.length === 0 ? (
        <Text c="dimmed" size="sm">
          No stakeholders yet.
        </Text>
      ) : (
        <PartList label="Stakeholders">
          {value.map((s) => (
            <PartRow
              key={`${s.id}-${String(s.type)}`}
              title={fullName(s)}
              meta={[typeName(s.type)]}
              actions={
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove stakeholder ${fullName(s)} (${typeName(s.type)})`}
                  onClick={() => onChange(value.filter((other) => other !== s))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              }
            />
          ))}
        </PartList>
      )}
    </RecordSection>
  );
}
