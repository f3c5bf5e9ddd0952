import { AR_CODES, AR_TYPES_SETUP, type CodeDto, type TicketTypeDto } from '@app/shared';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { errorText } from '../../../lib/api-client';
import { formatDateTime, formatNumber, formatPrice } from '../../../lib/format';
import { useCodes } from '../api/get-codes';
import { useTicketTypes } from '../api/get-ticket-types';
import { useSalesWrite } from '../api/sales-write';

const S = AR_TYPES_SETUP;
const fieldsOf = (form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Record<string, string>;
const numberOrNull = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : Number(v));

/**
 * An event's ticket types and codes, for Admin and Contant (docs/api/ticket-types.md,
 * docs/api/codes.md): add, edit, reorder, end sales, hide; codes created with their kind and listed
 * with their uses and the money they gave away. The server checks every rule and its message is shown.
 */
export function SalesSetup({ eventId }: { eventId: string }) {
  const types = useTicketTypes(eventId);
  const codes = useCodes(eventId);
  const write = useSalesWrite(eventId);
  const [editing, setEditing] = useState<TicketTypeDto | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const run = (request: Parameters<typeof write.mutate>[0], done: string, after?: () => void) =>
    write.mutate(request, {
      onSuccess: () => {
        setMessage({ tone: 'success', text: done });
        after?.();
      },
      onError: (error) => setMessage({ tone: 'error', text: errorText(error, S.failed) }),
    });

  const saveType = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = fieldsOf(form);
    const json = {
      name: f.name,
      description: f.description || null,
      price: numberOrNull(f.price),
      quantity: numberOrNull(f.quantity),
      maxPerBooking: numberOrNull(f.maxPerBooking) ?? 6,
      salesEnd: f.salesEnd ? new Date(f.salesEnd).toISOString() : null,
      hidden: f.hidden === 'on',
    };
    run(
      editing
        ? { method: 'PUT', path: `ticket-types/${editing._id}`, json }
        : { method: 'POST', path: 'ticket-types', json },
      editing ? S.typeSaved : S.typeAdded,
      () => {
        form.reset();
        setEditing(null);
      },
    );
  };
  const move = (list: TicketTypeDto[], i: number, by: -1 | 1) => {
    const other = list[i + by];
    const type = list[i];
    if (!other || !type) return;
    // Positions are swapped; a list made before any reorder may hold equal orders, so both are set.
    run({ method: 'PUT', path: `ticket-types/${type._id}`, json: { sortOrder: i + by } }, S.reordered);
    run({ method: 'PUT', path: `ticket-types/${other._id}`, json: { sortOrder: i } }, S.reordered);
  };
  const saveCode = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = fieldsOf(form);
    run(
      {
        method: 'POST',
        path: 'codes',
        json: {
          code: f.code,
          kind: f.kind,
          percentOff: numberOrNull(f.percentOff),
          amountOff: numberOrNull(f.amountOff),
          maxUses: numberOrNull(f.maxUses),
        },
      },
      AR_CODES.created,
      () => form.reset(),
    );
  };
  const list = types.data ?? [];

  return (
    <div className="grid gap-6" data-testid="sales-setup">
      {message && (
        <AlertBanner tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </AlertBanner>
      )}
      <section className="grid gap-3">
        <h3 className="text-base font-extrabold">{S.typesTitle}</h3>
        <ul className="grid gap-2">
          {list.map((type, i) => (
            <li
              key={type._id}
              className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_auto]"
            >
              <div className="min-w-0">
                <p className="font-bold break-words">
                  {type.name}{' '}
                  {type.hidden && <span className="rounded bg-slate-200 px-1.5 text-xs">{S.hidden}</span>}{' '}
                  {!type.onSale && <span className="rounded bg-amber-100 px-1.5 text-xs">{S.notOnSale}</span>}
                </p>
                <p className="text-sm text-slate-600">
                  {formatPrice(type.price)} ·{' '}
                  {S.seatsOf(formatNumber(type.available), formatNumber(type.quantity))}
                  {type.salesEnd && ` · ${S.until(formatDateTime(type.salesEnd))}`}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-1">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={S.up(type.name)}
                  disabled={i === 0}
                  onClick={() => move(list, i, -1)}
                >
                  <ArrowUp aria-hidden className="size-4" />
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={S.down(type.name)}
                  disabled={i === list.length - 1}
                  onClick={() => move(list, i, 1)}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setEditing(type)}>
                  {S.edit}
                </Button>
                {type.onSale && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      run(
                        {
                          method: 'PUT',
                          path: `ticket-types/${type._id}`,
                          json: { salesEnd: new Date().toISOString() },
                        },
                        S.salesEnded,
                      )
                    }
                  >
                    {S.endSales}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    run(
                      { method: 'PUT', path: `ticket-types/${type._id}`, json: { hidden: !type.hidden } },
                      S.typeSaved,
                    )
                  }
                >
                  {type.hidden ? S.show : S.hide}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <form
          key={editing?._id ?? 'new'}
          onSubmit={saveType}
          className="grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-2"
        >
          <p className="font-bold sm:col-span-2">{editing ? S.editType(editing.name) : S.addType}</p>
          <TextField label={S.name} name="name" required maxLength={40} defaultValue={editing?.name} />
          <TextField
            label={S.description}
            name="description"
            maxLength={200}
            defaultValue={editing?.description ?? ''}
          />
          <TextField
            label={S.price}
            name="price"
            required
            inputMode="decimal"
            dir="ltr"
            defaultValue={editing?.price}
          />
          <TextField
            label={S.quantity}
            name="quantity"
            required
            inputMode="numeric"
            dir="ltr"
            defaultValue={editing?.quantity}
          />
          <TextField
            label={S.maxPerBooking}
            name="maxPerBooking"
            inputMode="numeric"
            dir="ltr"
            defaultValue={editing?.maxPerBooking ?? 6}
          />
          <TextField label={S.salesEnd} name="salesEnd" type="datetime-local" dir="ltr" />
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
            <input type="checkbox" name="hidden" defaultChecked={editing?.hidden} className="size-5" />
            {S.hiddenLabel}
          </label>
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" loading={write.isPending}>
              {editing ? S.save : S.add}
            </Button>
            {editing && (
              <Button variant="secondary" onClick={() => setEditing(null)}>
                {S.cancel}
              </Button>
            )}
          </div>
        </form>
      </section>

      <section className="grid gap-3">
        <h3 className="text-base font-extrabold">{S.codesTitle}</h3>
        <ul className="grid gap-2" data-testid="codes">
          {(codes.data ?? []).map((code) => (
            <CodeRow
              key={code._id}
              code={code}
              onToggle={() =>
                run(
                  { method: 'PUT', path: `codes/${code._id}`, json: { active: !code.active } },
                  AR_CODES.updated,
                )
              }
            />
          ))}
        </ul>
        <form onSubmit={saveCode} className="grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-2">
          <p className="font-bold sm:col-span-2">{S.addCode}</p>
          <TextField
            label={S.code}
            name="code"
            required
            dir="ltr"
            maxLength={20}
            hint={AR_CODES.codeFormat}
          />
          <SelectField
            label={S.kind}
            name="kind"
            required
            options={[
              { value: 'discount', label: S.kinds.discount },
              { value: 'access', label: S.kinds.access },
              { value: 'comp', label: S.kinds.comp },
            ]}
          />
          <TextField label={S.percentOff} name="percentOff" inputMode="numeric" dir="ltr" />
          <TextField label={S.amountOff} name="amountOff" inputMode="decimal" dir="ltr" />
          <TextField label={S.maxUses} name="maxUses" inputMode="numeric" dir="ltr" />
          <div className="flex items-end">
            <Button type="submit" loading={write.isPending}>
              {S.add}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}

function CodeRow({ code, onToggle }: { code: CodeDto; onToggle: () => void }) {
  const off =
    code.kind === 'comp'
      ? S.free
      : code.percentOff != null
        ? `${formatNumber(code.percentOff)}٪`
        : code.amountOff != null
          ? formatPrice(code.amountOff)
          : '—';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3">
      <div>
        <p className="font-mono font-bold" dir="ltr">
          {code.code}
        </p>
        <p className="text-sm text-slate-600">
          {S.kinds[code.kind]} · {off} ·{' '}
          {S.uses(formatNumber(code.uses), code.maxUses === null ? null : formatNumber(code.maxUses))} ·{' '}
          {S.given(formatPrice(code.discountGiven))}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onToggle}>
        {code.active ? S.stop : S.resume}
      </Button>
    </li>
  );
}
