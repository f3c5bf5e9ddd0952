import { AR } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';

/**
 * The manual path for a guest whose QR cannot be scanned (broken screen, no camera at the door):
 * the booking reference code goes through the same verify call and the same dialogs.
 */
export function ManualEntry({ busy, onSubmit }: { busy: boolean; onSubmit: (code: string) => void }) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (value) onSubmit(value);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        label={AR.checkIn.manualLabel}
        fieldClassName="flex-1"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder={AR.checkIn.manualPlaceholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        className="text-center font-mono tracking-widest uppercase"
        maxLength={32}
      />
      <Button type="submit" variant="secondary" disabled={!code.trim()} loading={busy}>
        {AR.checkIn.manualSubmit}
      </Button>
    </form>
  );
}
