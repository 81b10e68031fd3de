import { showNotification } from '@design-system/theme/notifications';
import { ERROR_NOTICE_MS } from './messages';

type Notice = { title: string; message: string; autoClose?: number };

export const notifyError = ({ title, message, autoClose = ERROR_NOTICE_MS }: Notice) => void showNotification({ title, message, color: 'red', autoClose });

export const notifyWarning = ({ title, message, autoClose = ERROR_NOTICE_MS }: Notice) => void showNotification({ title, message, color: 'yellow', autoClose });

export const notifySuccess = ({ title, message, autoClose = 5_000 }: Notice) => void showNotification({ title, message, color: 'customerGreen', autoClose });
