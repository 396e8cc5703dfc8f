import { useEffect } from 'react';
import { App } from 'antd';
import { configureHttp } from '../lib/http';

/** Gives the HTTP client antd's message and modal of the current theme and locale. */
export const HttpUiBridge = () => {
  const { message, modal } = App.useApp();
  useEffect(() => {
    configureHttp({
      ui: {
        toastError: (text, durationMs) => void message.error(text, durationMs / 1000),
        confirm: (dialog) =>
          void modal.confirm({
            title: dialog.title,
            content: dialog.content,
            okText: dialog.okText,
            cancelText: dialog.cancelText,
            onOk: dialog.onOk,
            onCancel: dialog.onCancel,
          }),
      },
    });
  }, [message, modal]);
  return null;
};
