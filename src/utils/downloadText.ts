/**
 * How long the object URL of a download stays valid. Revoking it in the same task as the click can cancel the
 * download in Firefox and Safari (they fetch the blob after the click returns); a few seconds is plenty, and the
 * text is freed once the URL is revoked.
 */
export const DOWNLOAD_URL_LIFETIME_MS = 10_000;

/**
 * Offers `text` as a file download named `fileName` (the browser saves it or asks where): a Blob of type `mime`, an
 * object URL, and a temporary `<a download>` clicked and removed at once; the URL is revoked shortly after. Needs a
 * document (call it from an event handler). Used by "Exportar álbuns" (features/gallery) and meant for any other
 * "save this as a file" (a copy of stored data).
 */
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
