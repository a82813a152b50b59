import { Button, FileButton } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { notifySaveFailed, notifySuccess } from '../../../lib/notify.js';
import { receiptsApi, scanReceipt } from '../api/receipts-api.js';

/**
 * 'Scan receipts': photos (on a phone, the camera) or PDFs, one receipt each (a photo of several
 * receipts laid apart, one for each on it), read for their fields.
 * One opens at once to be checked; several are listed (on `tripId`'s tab) as each is read.
 */
export function ScanReceiptsButton({ tripId, label = 'Scan receipts' }: { tripId: string | null; label?: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const scan = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    const made = [];
    try {
      // One at a time: a phone's upload is the narrow part, and each receipt shows as it arrives.
      for (const file of files) {
        made.push(...(await scanReceipt(file, tripId)).items);
        await client.invalidateQueries({ queryKey: ['trips'] });
      }
    } catch (error) {
      notifySaveFailed(error);
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: receiptsApi.keys.all });
    }
    const [first] = made;
    if (made.length === 1 && first) await navigate(buildPath(protectedPaths.receipt, { id: first.id }));
    else if (made.length > 1) notifySuccess(`${made.length} receipts are being read: check each, then save it`);
  };
  return (
    <FileButton onChange={(files) => void scan(files)} accept="image/*,application/pdf" multiple>
      {(props) => (
        <Button {...props} variant="light" leftSection={<IconScan size={16} />} loading={busy}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}
