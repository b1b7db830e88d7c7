import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { defineMessages, useT } from '../lib/i18n';
import { toasterRequest } from '../lib/notify';

const messages = defineMessages({
  region: {
    id: 'shell.toasts.region',
    defaultMessage: 'Notifications',
    description: 'The accessible name of the area where short notices pop up',
  },
  close: { id: 'shell.toasts.close', defaultMessage: 'Close toast', description: 'Closes one short notice' },
});

export default function Toaster() {
  const t = useT();
  const dark = document.documentElement.dataset.theme === 'dark';
  // Effects run child first: Sonner listens for toasts before the waiting ones are sent.
  useEffect(() => toasterRequest.mounted(), []);
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      theme={dark ? 'dark' : 'light'}
      containerAriaLabel={t(messages.region)}
      toastOptions={{ closeButtonAriaLabel: t(messages.close) }}
    />
  );
}
