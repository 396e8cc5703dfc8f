import { defineMessages } from '../../lib/i18n/feature-messages';

/** Texts of the software package screen beyond the resource labels: the package file's upload. */
export const softwareMessages = defineMessages('software', {
  en: {
    upload: 'Upload package file',
    replace: 'Replace package file',
    uploading: 'Uploading… {{percent}}%',
    none: 'No file yet',
    uploaded: '{{name}} · {{size}} bytes · SHA-256 {{checksum}}…',
    failed: 'The file was not uploaded: {{reason}}',
  },
  zh: {
    upload: '上传安装包',
    replace: '更换安装包',
    uploading: '上传中… {{percent}}%',
    none: '尚未上传文件',
    uploaded: '{{name}} · {{size}} 字节 · SHA-256 {{checksum}}…',
    failed: '文件未上传：{{reason}}',
  },
  es: {
    upload: 'Subir archivo del paquete',
    replace: 'Cambiar archivo del paquete',
    uploading: 'Subiendo… {{percent}} %',
    none: 'Aún no hay archivo',
    uploaded: '{{name}} · {{size}} bytes · SHA-256 {{checksum}}…',
    failed: 'El archivo no se subió: {{reason}}',
  },
});
