/** Saves a file through a temporary link (the browser's own download). */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file of the given type. */
export const downloadText = (fileName: string, text: string, type = 'text/plain') =>
  downloadBlob(fileName, new Blob([text], { type }));
