import { AR_PAYMENTS, AR_SERVER, type DeviceCreated, type DeviceDto } from '@app/shared';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { FormActions, FormDialog, FormServerError } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useCreateDevice } from '../api/create-device';
import { useDevices } from '../api/get-devices';
import { useRevokeDevice } from '../api/revoke-device';

const U = AR_PAYMENTS.ui;

/** Admin: the phones that forward the wallet's SMS; a new one's token is shown once, a lost one revoked. */
export function DevicesPanel() {
  const devices = useDevices(true);
  const revoke = useRevokeDevice();
  const [creating, setCreating] = useState<'create' | null>(null);
  const [created, setCreated] = useState<DeviceCreated | null>(null);
  const action = (d: DeviceDto) =>
    d.revokedAt ? (
      <Badge>{U.revoked}</Badge>
    ) : (
      <Button size="sm" variant="dangerQuiet" loading={revoke.isPending} onClick={() => revoke.mutate(d._id)}>
        {U.revoke}
      </Button>
    );
  const columns: Column<DeviceDto>[] = [
    { key: 'name', header: U.fields.name, cell: (d) => d.name },
    { key: 'created', header: U.fields.createdAt, cell: (d) => formatDateTime(d.createdAt) },
    { key: 'action', header: '', cell: action },
  ];
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold text-ink-900">{U.devicesTitle}</h2>
        <Button onClick={() => setCreating('create')}>{U.addDevice}</Button>
      </div>
      {created && (
        <div className="rounded-2xl bg-amber-50 p-4 text-sm ring-1 ring-amber-200" role="status">
          <p className="mb-2 font-semibold">{U.tokenOnce}</p>
          <code
            dir="ltr"
            className="block break-all rounded bg-white p-2 font-mono text-xs"
            data-testid="device-url"
          >
            {created.inboxUrl}
          </code>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            onClick={() => void navigator.clipboard?.writeText(created.inboxUrl)}
          >
            {U.copy}
          </Button>
        </div>
      )}
      <DataTable
        caption={U.devicesTitle}
        columns={columns}
        rows={devices.data}
        loading={devices.isPending}
        getRowId={(d) => d._id}
        emptyText={U.devicesEmpty}
        cards={{
          title: (d) => d.name,
          fields: (d) => [{ label: U.fields.createdAt, value: formatDateTime(d.createdAt) }],
          footer: action,
        }}
      />
      <FormDialog
        target={creating === 'create' ? 'create' : null}
        onClose={() => setCreating(null)}
        title={() => U.addDevice}
      >
        {() => (
          <DeviceForm
            onDone={(device) => {
              setCreating(null);
              if (device) setCreated(device);
            }}
          />
        )}
      </FormDialog>
    </section>
  );
}

function DeviceForm({ onDone }: { onDone: (device: DeviceCreated | null) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const create = useCreateDevice();
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(name.trim(), { onSuccess: (device) => onDone(device) });
      }}
    >
      <FormServerError
        error={create.error ? errorText(create.error, AR_SERVER.invalidInput) : null}
        onDismiss={() => create.reset()}
      />
      <label htmlFor={id} className="block text-sm font-medium">
        {U.deviceName}
      </label>
      <Input id={id} required maxLength={80} value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <FormActions onCancel={() => onDone(null)} pending={create.isPending} />
    </form>
  );
}
