import type { Device } from '@aula/contract';
import { Alert, Badge, Button, ConfirmDialog } from '@aula/ui';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { formatDateTime, formatRelative } from '../../i18n/dates';
import { errorText } from '../../i18n/error-messages';
import { PageHeader } from '../../shared/page-header';
import { QueryState, SkeletonList } from '../../shared/query-state';

export interface AccountDevicesProps {
  /** The clock "última atividade" is relative to (stories pin it). */
  now?: Date;
}

export const devicesMessages = {
  title: 'Dispositivos conectados',
  intro: 'Os navegadores e aparelhos em que sua conta está conectada agora.',
  current: 'Este dispositivo',
  unknownBrowser: 'Navegador desconhecido',
  unknownSystem: 'sistema desconhecido',
  unknownPlace: 'Endereço desconhecido',
  activeNow: 'ativo agora',
  activeAgo: (relative: string) => `ativo ${relative}`,
  signedInAt: (when: string) => `Conectado em ${when}`,
  unknownGroup: (count: number) => `Outros navegadores desconhecidos (${count})`,
  signOut: 'Sair deste dispositivo',
  signOutOthers: 'Sair de todos os outros dispositivos',
  confirmTitle: 'Sair de todos os outros dispositivos?',
  confirmDescription:
    'Sua conta será desconectada de todos os outros navegadores e aparelhos. Este dispositivo continua conectado.',
  confirmLabel: 'Sair dos outros',
  signedOut: 'Dispositivo desconectado.',
  signedOutOthers: 'Todos os outros dispositivos foram desconectados.',
  onlyThis: 'Nenhum outro dispositivo está conectado à sua conta.',
  loadError: 'Não foi possível carregar os dispositivos.',
} as const;

function deviceName(device: Device) {
  const browser = device.browser ?? devicesMessages.unknownBrowser;
  return `${browser} em ${device.os ?? devicesMessages.unknownSystem}`;
}

/** What tells two alike rows apart: the masked address and the last activity. */
function deviceDetails(device: Device, now: Date | undefined) {
  const place = device.ip ?? devicesMessages.unknownPlace;
  const active = device.is_current
    ? devicesMessages.activeNow
    : devicesMessages.activeAgo(formatRelative(device.last_active_at, now));
  return `${place} · ${active}`;
}

/** Unknown browsers (no user agent the parser knows) other than this one are grouped when several. */
const GROUP_UNKNOWN_FROM = 2;

/** The devices page (ADR 013): the viewer's sessions; sign out one, or every other one. */
export function AccountDevices({ now }: AccountDevicesProps) {
  const query = useApiQuery('listDevices', {});
  return (
    <section className="flex flex-col gap-4">
      <PageHeader title={devicesMessages.title} intro={devicesMessages.intro} />
      <QueryState
        query={query}
        errorTitle={devicesMessages.loadError}
        loading={<SkeletonList count={2} className="h-20" />}
      >
        {(data) => <DeviceList devices={data.data} now={now} />}
      </QueryState>
    </section>
  );
}

function DeviceList({ devices, now }: { devices: Device[]; now: Date | undefined }) {
  const revoke = useApiMutation('revokeDevice', { revalidate: ['listDevices'] });
  const revokeOthers = useApiMutation('revokeOtherDevices', { revalidate: ['listDevices'] });
  const [status, setStatus] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const others = devices.filter((device) => !device.is_current);
  const signOut = async (device: Device) => {
    setStatus(null);
    setActionError(null);
    try {
      await revoke.trigger({ params: { id: device.id } });
      setStatus(devicesMessages.signedOut);
    } catch (err) {
      setActionError(errorText(err));
    }
  };
  const signOutOthers = async () => {
    setStatus(null);
    setActionError(null);
    try {
      await revokeOthers.trigger({});
      setStatus(devicesMessages.signedOutOthers);
    } catch (err) {
      setActionError(errorText(err));
      throw err;
    }
  };

  const unknown = others.filter((device) => device.browser === null);
  const grouped = unknown.length >= GROUP_UNKNOWN_FROM ? unknown : [];
  const listed = devices.filter((device) => !grouped.includes(device));
  const row = (device: Device) => (
    <li
      key={device.id}
      className="border-border flex flex-col gap-2 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="device"
    >
      <div className="flex flex-col gap-1">
        <h2 className="flex flex-wrap items-center gap-2 font-semibold">
          {deviceName(device)}
          {device.is_current ? (
            <Badge color="success" size="sm">
              {devicesMessages.current}
            </Badge>
          ) : null}
        </h2>
        <p className="text-sm font-medium">{deviceDetails(device, now)}</p>
        <p className="text-muted-foreground text-sm">
          {devicesMessages.signedInAt(formatDateTime(device.signed_in_at))}
        </p>
      </div>
      {device.is_current ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.pending}
          onClick={() => void signOut(device)}
          aria-label={`${devicesMessages.signOut}: ${deviceName(device)} (${deviceDetails(device, now)})`}
        >
          {devicesMessages.signOut}
        </Button>
      )}
    </li>
  );

  return (
    <>
      {status ? <Alert variant="success">{status}</Alert> : null}
      {actionError ? <Alert variant="error">{actionError}</Alert> : null}
      <ul className="flex flex-col gap-3" aria-label={devicesMessages.title}>
        {listed.map(row)}
      </ul>
      {grouped.length > 0 ? (
        <details className="border-border rounded-lg border" data-testid="unknown-devices">
          <summary className="cursor-pointer p-4 font-semibold">
            {devicesMessages.unknownGroup(grouped.length)}
          </summary>
          <ul
            className="flex flex-col gap-3 px-4 pb-4"
            aria-label={devicesMessages.unknownGroup(grouped.length)}
          >
            {grouped.map(row)}
          </ul>
        </details>
      ) : null}
      {others.length === 0 ? (
        <p className="text-muted-foreground">{devicesMessages.onlyThis}</p>
      ) : (
        <div>
          <ConfirmDialog
            trigger={<Button color="error">{devicesMessages.signOutOthers}</Button>}
            title={devicesMessages.confirmTitle}
            description={devicesMessages.confirmDescription}
            confirmLabel={devicesMessages.confirmLabel}
            onConfirm={signOutOthers}
          />
        </div>
      )}
    </>
  );
}
