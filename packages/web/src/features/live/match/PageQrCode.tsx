import { QRCodeSVG } from 'qrcode.react';

/** The page address as a QR code (size 75), shown in full screen so others can follow. */
export function PageQrCode() {
  const address = window.location.href;
  return (
    <figure className="mb-0 ms-auto bg-white p-1" aria-label="QR code of this page">
      <QRCodeSVG value={address} size={75} level="L" title={address} />
    </figure>
  );
}
