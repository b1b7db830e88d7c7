import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterRequest } from '../lib/notify';

export default function Toaster() {
  const dark = document.documentElement.dataset.theme === 'dark';
  // Effects run child first: Sonner listens for toasts before the waiting ones are sent.
  useEffect(() => toasterRequest.mounted(), []);
  return <Sonner position="bottom-right" richColors closeButton theme={dark ? 'dark' : 'light'} />;
}
