import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Device, UpdateDeviceRequest } from '@darts/core/contract/device';
import { DEVICE_ROUTES } from '@darts/core/contract/routes/device';
import { DEVICE_ROLES, DEVICE_ROLE_NAMES, type DeviceRole } from '@darts/core/device/device';
import { commandTo } from '#web/api/client';
import { queryKeys } from '#web/api/keys';
import { Dialog } from '#web/components/Dialog';
import { SaveError } from '#web/components/SaveError';
import { Spinner } from '#web/components/Spinner';
import { ApproveDeviceForm } from '#web/features/device/ApproveDevice';
import { devicesQuery } from '../queries';

/*
 * `/admin/devices` (manageAccess): approve a device by the code it shows at /device, and the
 * signed-in devices: renamed, given another role or idle time, or signed out at once (decision 051).
 */

const ROLE_SHORT: Record<DeviceRole, string> = { scorer: "Board's scorer", display: 'Display' };

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'not yet');

export function DevicesTab() {
  const client = useQueryClient();
  const devices = useQuery(devicesQuery());
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.devices() });
  const [editing, setEditing] = useState<Device | null>(null);
  const revoke = useMutation({
    mutationFn: (device: Device) => commandTo(DEVICE_ROUTES.revoke, { params: { id: device.id } }),
    onSuccess: refresh,
  });

  return (
    <div>
      <section aria-label="Approve a device" className="mb-4">
        <h3 className="h5">Approve a device</h3>
        <p className="small text-secondary">
          Open <strong>{window.location.origin}/device</strong> on the tablet or TV: it shows a code to enter
          here (or scan its QR code with this phone).
        </p>
        <ApproveDeviceForm onApproved={refresh} />
      </section>
      <section aria-label="Signed-in devices">
        <h3 className="h5">Signed-in devices</h3>
        {devices.isPending ? (
          <Spinner label="Loading devices" />
        ) : devices.data?.length ? (
          <ul className="list-group">
            {devices.data.map((device) => (
              <li key={device.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
                <div className="me-auto">
                  <div className="fw-semibold">{device.name}</div>
                  <div className="small text-secondary">
                    {ROLE_SHORT[device.role]} · last used {when(device.lastSeen)} · approved by{' '}
                    {device.approvedBy ?? 'nobody'} · signed out after {device.idleHours} hours idle
                  </div>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  onClick={() => setEditing(device)}
                >
                  Edit {device.name}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  disabled={revoke.isPending}
                  onClick={() => {
                    if (window.confirm(`Sign ${device.name} out now? It needs a new code to come back.`))
                      revoke.mutate(device);
                  }}
                >
                  Sign out {device.name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>No device is signed in.</p>
        )}
        <SaveError title="The device was not signed out" error={revoke.error} />
      </section>
      {editing && (
        <EditDevice
          device={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </div>
  );
}

function EditDevice({
  device,
  onClose,
  onSaved,
}: {
  device: Device;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState(device.name);
  const [role, setRole] = useState<DeviceRole>(device.role);
  const [idleHours, setIdleHours] = useState(String(device.idleHours));
  const save = useMutation({
    mutationFn: (body: UpdateDeviceRequest) =>
      commandTo(DEVICE_ROUTES.update, { params: { id: device.id }, body }),
    onSuccess: onSaved,
  });
  return (
    <Dialog
      title={`Edit ${device.name}`}
      onClose={onClose}
      onSubmit={() => save.mutate({ name, role, idleHours: Number(idleHours) })}
      saveError={save.error ? { title: 'The device was not saved', error: save.error } : undefined}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            Save
          </button>
        </>
      }
    >
      <label className="form-label" htmlFor="device-name">
        Name
      </label>
      <input
        id="device-name"
        className="form-control mb-2"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <label className="form-label" htmlFor="device-role">
        Role
      </label>
      <select
        id="device-role"
        className="form-select mb-2"
        value={role}
        onChange={(e) => setRole(e.target.value as DeviceRole)}
      >
        {DEVICE_ROLES.map((r) => (
          <option key={r} value={r}>
            {DEVICE_ROLE_NAMES[r]}
          </option>
        ))}
      </select>
      <label className="form-label" htmlFor="device-idle">
        Signed out after this many hours unused
      </label>
      <input
        id="device-idle"
        className="form-control"
        type="number"
        min={1}
        inputMode="numeric"
        value={idleHours}
        onChange={(e) => setIdleHours(e.target.value)}
      />
    </Dialog>
  );
}
