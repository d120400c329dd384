import { deviceLabel, draftForDevice, type MyDevice, type PortalTicketDraft } from '@domain/portal';
import { Laptop, Wrench } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { HelpFrame } from './help-header';
import { type PortalTicketContext, PortalTicketDialog } from './portal-ticket-dialog';
import { useMyDevices } from './use-my-devices';
import { usePortalWords } from './use-portal-words';

const modelOf = (d: MyDevice) => [d.manufacturer, d.model].filter(Boolean).join(' ') || d.category;

function DeviceName({ device }: { device: MyDevice }) {
  return (
    <span>
      <span className="block font-medium text-fg">{device.name}</span>
      <span className="block text-xs text-muted-fg tabular-nums">{device.assetTag}</span>
    </span>
  );
}

function OpenTickets({ device }: { device: MyDevice }) {
  const { t } = usePortalWords();
  if (device.openTickets === 0) return <span className="text-muted-fg">{t('devices.noneOpen')}</span>;
  return <span className="text-fg">{t('devices.open', { count: device.openTickets })}</span>;
}

/** My devices (see docs/product.md#help): what the district handed the caller, and a way to report a problem. */
export function MyDevicesPage() {
  const { t, locale, assetStatus } = usePortalWords();
  const devices = useMyDevices();
  const [ticket, setTicket] = useState<{ draft: PortalTicketDraft; context: PortalTicketContext } | null>(
    null,
  );
  const report = (device: MyDevice) =>
    setTicket({
      draft: {
        ...draftForDevice(device),
        // The title the requester starts from, in their language.
        title: t('form.problemWith', { device: deviceLabel(device) }).slice(0, 200),
      },
      context: { device: { id: device.id, label: deviceLabel(device) } },
    });
  const action = (device: MyDevice) => (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => report(device)}
      aria-label={t('devices.reportAbout', { device: deviceLabel(device) })}
    >
      <Wrench aria-hidden />
      {t('devices.report')}
    </Button>
  );
  const columns: DataColumn<MyDevice>[] = [
    { header: t('devices.device'), cell: (d) => <DeviceName device={d} /> },
    {
      header: t('devices.model'),
      cell: (d) => (
        <span>
          <span className="block text-fg">{modelOf(d)}</span>
          <span className="block text-xs text-muted-fg">{d.category}</span>
        </span>
      ),
    },
    {
      header: t('devices.since'),
      className: 'w-32 whitespace-nowrap text-muted-fg',
      cell: (d) =>
        d.checkedOutOn ? <time dateTime={d.checkedOutOn}>{formatDate(d.checkedOutOn, locale)}</time> : '—',
    },
    { header: t('devices.tickets'), className: 'w-36', cell: (d) => <OpenTickets device={d} /> },
    { header: t('devices.actions'), hideHeader: true, className: 'w-44 text-right', cell: action },
  ];
  const card = (d: MyDevice) => (
    <div className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <DeviceName device={d} />
        <span className="text-xs text-muted-fg">{assetStatus[d.status]}</span>
      </div>
      <p className="text-sm text-muted-fg">
        {modelOf(d)}
        {d.serialNumber ? ` · ${t('devices.serial', { serial: d.serialNumber })}` : ''}
      </p>
      <div className="flex items-center justify-between gap-3 text-sm">
        <OpenTickets device={d} />
        {action(d)}
      </div>
    </div>
  );
  return (
    <HelpFrame title={t('devices.title')} description={t('devices.description')}>
      <Card className="overflow-hidden">
        <DataList
          query={devices}
          rows={devices.data ?? []}
          rowKey={(d) => d.id}
          columns={columns}
          card={card}
          label={t('devices.title')}
          loading={t('devices.loading')}
          failed={t('messages.devicesFailed')}
          empty={{
            icon: Laptop,
            title: t('messages.noDevices'),
            description: t('messages.noDevicesHint'),
          }}
        />
      </Card>
      <PortalTicketDialog
        draft={ticket?.draft ?? null}
        context={ticket?.context ?? {}}
        onClose={() => setTicket(null)}
      />
    </HelpFrame>
  );
}
