import { createValueStore } from './value-store';

/** Which tab of the system settings dialog is open; null when the dialog is closed. */
export type SettingsDialogTab = 'global' | 'tenant' | 'temporary' | 'todo' | 'exports';

/**
 * The dialog's visible flag, shared so that the shell's user menu (one feature) can open the
 * dialog the app mounts (another feature) without the two importing each other.
 */
export const systemSettingsDialog = createValueStore<SettingsDialogTab | null>(() => null);

export const openSystemSettings = (tab: SettingsDialogTab = 'global'): void =>
  systemSettingsDialog.set(tab);
