/** Hands a file made in the page to the browser's downloads, under the given name. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Some browsers read the file after click() returns: release it once the download has it.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
