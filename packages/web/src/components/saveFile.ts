/** Saves what the page made (an export's zip, a table's CSV) as a file, through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
