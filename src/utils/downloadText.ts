// Revoking the URL in the same task as the click can cancel the download in Firefox and Safari, which fetch the blob
// after the click returns.
export const DOWNLOAD_URL_LIFETIME_MS = 10_000;

/** Offers `text` as a file download through a temporary `<a download>`; call it from an event handler. */
export function downloadText(fileName: string, text: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
  }
}
