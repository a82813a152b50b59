import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet, IconFileTypePdf, IconReport } from '@tabler/icons-react';

export type ExpenseReportScope = { tripId: string } | { projectId: string } | { from: string; to: string };

/** The report's address for a trip, a project or a date range, as PDF or CSV. */
export const expenseReportUrl = (scope: ExpenseReportScope, format: 'pdf' | 'csv') =>
  `/api/v1/expense-reports?${new URLSearchParams({ ...scope, format }).toString()}`;

/** 'Expense report': the PDF to send for reimbursement (with every receipt image), or the CSV of its lines. */
export function ExpenseReportButton({ scope }: { scope: ExpenseReportScope }) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="light" leftSection={<IconReport size={16} />} rightSection={<IconChevronDown size={14} />}>
          Expense report
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={expenseReportUrl(scope, 'pdf')} download leftSection={<IconFileTypePdf size={16} />}>
          PDF
        </Menu.Item>
        <Menu.Item component="a" href={expenseReportUrl(scope, 'csv')} download leftSection={<IconFileSpreadsheet size={16} />}>
          CSV
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
