import { defineMessages } from '../lib/i18n/feature-messages';

/** The user-menu entry that opens the system settings dialog. */
export const systemSettingsOpenerMessages = defineMessages('systemSettingsOpener', {
  en: { menu: 'System settings' },
  zh: { menu: '系统设置' },
  es: { menu: 'Configuración del sistema' },
});
