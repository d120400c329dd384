import { ASSET_STATUS_LABELS } from '@domain/assets';
import {
  deviceLabel,
  draftForDevice,
  type MyDevice,
  PORTAL_MESSAGES,
  type PortalTicketDraft,
} from '@domain/portal';
import { Laptop, Wrench } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { HelpFrame } from './help-header';
import { type PortalTicketContext, PortalTicketDialog } from './portal-ticket-dialog';
import { useMyDevices } from './use-my-devices';

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
  if (device.openTickets === 0) return <span className="text-muted-fg">None open</span>;
  return (
    <span className="text-fg">
      {device.openTickets === 1 ? '1 open ticket' : `${device.openTickets} open tickets`}
    </span>
  );
}

/** My devices (see docs/product.md#help): what the district handed the caller, and a way to report a problem. */
export function MyDevicesPage() {
  const devices = useMyDevices();
  const [ticket, setTicket] = useState<{ draft: PortalTicketDraft; context: PortalTicketContext } | null>(
    null,
  );
  const report = (device: MyDevice) =>
    setTicket({
      draft: draftForDevice(device),
      context: { device: { id: device.id, label: deviceLabel(device) } },
    });
  const action = (device: MyDevice) => (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => report(device)}
      aria-label={`Report a problem with ${deviceLabel(device)}`}
    >
      <Wrench aria-hidden />
      Report a problem
    </Button>
  );
  const columns: DataColumn<MyDevice>[] = [
    { header: 'Device', cell: (d) => <DeviceName device={d} /> },
    {
      header: 'Model',
      cell: (d) => (
        <span>
          <span className="block text-fg">{modelOf(d)}</span>
          <span className="block text-xs text-muted-fg">{d.category}</span>
        </span>
      ),
    },
    {
      header: 'Yours since',
      className: 'w-32 whitespace-nowrap text-muted-fg',
      cell: (d) =>
        d.checkedOutOn ? <time dateTime={d.checkedOutOn}>{formatDate(d.checkedOutOn)}</time> : '—',
    },
    { header: 'Tickets', className: 'w-36', cell: (d) => <OpenTickets device={d} /> },
    { header: 'Actions', hideHeader: true, className: 'w-44 text-right', cell: action },
  ];
  const card = (d: MyDevice) => (
    <div className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <DeviceName device={d} />
        <span className="text-xs text-muted-fg">{ASSET_STATUS_LABELS[d.status]}</span>
      </div>
      <p className="text-sm text-muted-fg">
        {modelOf(d)}
        {d.serialNumber ? ` · Serial ${d.serialNumber}` : ''}
      </p>
      <div className="flex items-center justify-between gap-3 text-sm">
        <OpenTickets device={d} />
        {action(d)}
      </div>
    </div>
  );
  return (
    <HelpFrame
      title="My devices"
      description="The devices the district handed you. Something wrong with one? Report it here: the IT team knows which device it is."
    >
      <Card className="overflow-hidden">
        <DataList
          query={devices}
          rows={devices.data ?? []}
          rowKey={(d) => d.id}
          columns={columns}
          card={card}
          label="My devices"
          loading="Loading your devices…"
          failed={PORTAL_MESSAGES.devicesFailed}
          empty={{
            icon: Laptop,
            title: PORTAL_MESSAGES.noDevices,
            description: PORTAL_MESSAGES.noDevicesHint,
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
