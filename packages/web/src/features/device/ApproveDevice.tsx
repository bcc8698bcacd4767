import { useId, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { hasAccess } from '@darts/core/account/access';
import type { Device } from '@darts/core/contract/device';
import { DEVICE_ROUTES } from '@darts/core/contract/routes/device';
import { DEVICE_ROLES, DEVICE_ROLE_NAMES, formatCode, type DeviceRole } from '@darts/core/device/device';
import { commandTo } from '#web/api/client';
import { NotPermitted } from '#web/components/NotPermitted';
import { SaveError } from '#web/components/SaveError';
import { Spinner } from '#web/components/Spinner';
import { useAccount } from '#web/features/account/queries';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';

/**
 * `/device/approve?code=`: an administrator (manageAccess) approves the code a device shows (the QR
 * code opens this page with it), names the device and gives it a role; the device signs itself in
 * within seconds. Also the admin area's Devices tab's form.
 */
export function ApproveDevice() {
  useDocumentTitle('Approve a device');
  const { account, isPending } = useAccount();
  if (isPending) return <Spinner label="Checking your access" />;
  if (!hasAccess(account, 'manageAccess')) return <NotPermitted />;
  return (
    <div className="p-3">
      <h2 className="h4">Approve a device</h2>
      <ApproveDeviceForm />
    </div>
  );
}

export function ApproveDeviceForm({ onApproved }: { onApproved?: (device: Device) => void }) {
  const id = useId();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [name, setName] = useState('');
  const [role, setRole] = useState<DeviceRole>('scorer');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [approved, setApproved] = useState<Device | null>(null);

  const approve = async () => {
    setBusy(true);
    setError(null);
    try {
      const device = (await commandTo(DEVICE_ROUTES.approve, { body: { code, name, role } })).result;
      setApproved(device);
      setCode('');
      setName('');
      if (device) onApproved?.(device);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="device-approve"
      onSubmit={(e) => {
        e.preventDefault();
        void approve();
      }}
    >
      {approved && (
        <p className="alert alert-success" role="status">
          {approved.name} is signed in: it goes to its page within seconds.{' '}
          <Link to="/admin/devices">Devices</Link>
        </p>
      )}
      <div className="mb-2">
        <label className="form-label" htmlFor={`${id}-code`}>
          Code the device shows
        </label>
        <input
          id={`${id}-code`}
          className="form-control font-monospace"
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="ABCD-EFGH"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onBlur={() => setCode(formatCode(code))}
        />
      </div>
      <div className="mb-2">
        <label className="form-label" htmlFor={`${id}-name`}>
          Name
        </label>
        <input
          id={`${id}-name`}
          className="form-control"
          placeholder="Board 3, Bar TV"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Role</legend>
        {DEVICE_ROLES.map((r) => (
          <div key={r} className="form-check">
            <input
              id={`${id}-${r}`}
              className="form-check-input"
              type="radio"
              name={`${id}-role`}
              checked={role === r}
              onChange={() => setRole(r)}
            />
            <label className="form-check-label" htmlFor={`${id}-${r}`}>
              {DEVICE_ROLE_NAMES[r]}
            </label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Approve
      </button>
      <SaveError title="The device was not approved" error={error} />
    </form>
  );
}
