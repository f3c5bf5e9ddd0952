/**
 * html5-qrcode (about 370 KB) is fetched only when the attendance screen needs the camera:
 * the rest of the staff panel never downloads it.
 */
export function loadScannerLibrary() {
  return import('html5-qrcode');
}
