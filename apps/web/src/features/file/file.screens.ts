import { defineScreens } from '../../lib/screen-table';

/** The file bank screens by their authority node url (apps/server/src/db/seed/authority-tree.ts). */
export const fileScreens = defineScreens({
  '/fileService/index': async () => (await import('./file-screens')).FileServiceScreen,
  '/fileFolder/index': async () => (await import('./file-screens')).FileFolderScreen,
  '/attachment/index': async () => (await import('./file-screens')).AttachmentScreen,
});
