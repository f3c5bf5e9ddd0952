import { AR_ACCOUNT } from '@app/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** Shown after a successful change; 'موافق' (or Escape) goes to the login screen at once. */
export function PasswordChangedDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onDone()}
      title={AR_ACCOUNT.successTitle}
      description={AR_ACCOUNT.successRedirect}
      size="sm"
      hideClose
      footer={<Button onClick={onDone}>{AR_ACCOUNT.ok}</Button>}
    />
  );
}
