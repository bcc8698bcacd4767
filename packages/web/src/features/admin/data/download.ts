import { saveFile } from '#web/components/saveFile';

/** Today's date as yyyy-mm-dd, for the file name (the browser's clock is fine for a name). */
function stamp(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function exportFileName(now: Date, what = 'data'): string {
  return `darts-${what}-${stamp(now)}.zip`;
}

/** Saves an export's zip (base64) as a file through a temporary link. */
export function downloadZip(base64: string, fileName: string): void {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  saveFile(new Blob([bytes], { type: 'application/zip' }), fileName);
}
