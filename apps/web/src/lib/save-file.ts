// Saving a file the page already holds (a download that went through the authorised client, or
// text made in the page) under its name: a temporary link to the file's blob address, clicked.

/** Saves `blob` as `name`; the blob's address is released once the browser has taken it. */
export const saveFile = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
