/**
 * antd's messages for screens outside the console's providers (the login screen): antd's
 * message module is fetched on first use, so the login route loads no antd up front.
 */
export const toast = async (
  type: 'success' | 'warning' | 'error',
  content: string,
  durationSeconds?: number,
): Promise<void> => {
  const { default: message } = await import('antd/es/message');
  void message[type](content, durationSeconds);
};
