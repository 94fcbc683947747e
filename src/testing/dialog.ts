/**
 * jsdom has `<dialog>` but not `showModal()`/`close()`. This stands in for them in component tests: the dialog
 * opens (the `open` attribute, so its content is visible to queries) and closes with a `close` event, as in a
 * browser. Focus trapping and the inert page are the browser's part and are checked in the browser suite.
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
