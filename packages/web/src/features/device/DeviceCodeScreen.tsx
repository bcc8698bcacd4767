import { useEffect, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { DEVICE_ROUTES } from '@darts/core/contract/routes/device';
import type { DeviceCode } from '@darts/core/contract/device';
import { deviceHome } from '@darts/core/device/device';
import { call } from '#web/api/client';
import { browserNavigation } from '#web/routing/browser';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';

/** How often the device asks whether its code was approved. */
export const CLAIM_EVERY_MS = 2000;

/**
 * A tablet or TV to be signed in: it shows a short code and its QR code (the approve page's address
 * with the code), and asks every two seconds whether it was approved; once it was, it is signed in
 * (the answer sets the session cookie) and goes to its role's page. An expired code is replaced.
 */
export function DeviceCodeScreen() {
  useDocumentTitle('Sign this device in');
  const [code, setCode] = useState<DeviceCode | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (code) return;
    let stopped = false;
    call(DEVICE_ROUTES.code)
      .then((given) => !stopped && setCode(given))
      .catch((error: unknown) => !stopped && setProblem(messageOf(error)));
    return () => {
      stopped = true;
    };
  }, [code]);

  useEffect(() => {
    if (!code) return;
    const timer = setInterval(() => {
      call(DEVICE_ROUTES.claim, { body: { id: code.id, pollToken: code.pollToken } })
        .then((answer) => {
          if (answer?.status === 'approved' && answer.role) browserNavigation.assign(deviceHome(answer.role));
          else if (answer?.status === 'expired') setCode(null);
        })
        .catch(() => {
          // Offline for a moment: the next tick asks again.
        });
    }, CLAIM_EVERY_MS);
    return () => clearInterval(timer);
  }, [code]);

  const approveUrl = code ? `${window.location.origin}/device/approve?code=${code.code}` : '';
  return (
    <div className="p-3 text-center">
      <h2>Sign this device in</h2>
      {problem && (
        <p className="alert alert-warning" role="alert">
          {problem}
        </p>
      )}
      {code ? (
        <>
          <p>On a phone signed in as an administrator, scan the code, or open Admin, Devices and enter:</p>
          <p className="display-4 fw-bold font-monospace" aria-label="Sign-in code">
            {code.code}
          </p>
          <figure className="d-inline-block bg-white p-2" aria-label="QR code to approve this device">
            <QRCodeSVG value={approveUrl} size={192} level="M" title={approveUrl} />
          </figure>
          <p className="small text-secondary" role="status">
            Waiting for approval. The code changes every 10 minutes.
          </p>
        </>
      ) : (
        !problem && <p role="status">Getting a code…</p>
      )}
    </div>
  );
}

const messageOf = (error: unknown) =>
  `A code could not be had: ${error instanceof Error ? error.message : String(error)}. Reload to try again.`;
