import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// The dialog (and the dropzone) load when first opened, not with the page.
const ImportDialog = lazy(() => import('./import-dialog.js').then((m) => ({ default: m.ImportDialog })));

/** 'Import confirmation', into the trip `tripId`, or a new trip. */
export function ImportButton({ tripId }: { tripId?: string | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setOpen(true)}>
        Import confirmation
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ImportDialog tripId={tripId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
