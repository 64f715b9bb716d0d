/** Saves text or a blob as a file through the browser's download. */

/** Offers `data` as a download named `name`. */
export function download(name: string, data: Blob | string, mime = 'text/plain'): void {
  const blob = typeof data === 'string' ? new Blob([data], { type: mime }) : data;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name made from a scenario title: letters, digits and dashes. */
export function fileStem(title: string | undefined): string {
  const stem = (title ?? 'scenario')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return stem || 'scenario';
}
