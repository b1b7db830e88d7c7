import { Toaster as Sonner } from 'sonner';

export default function Toaster() {
  const dark = document.documentElement.dataset.theme === 'dark';
  return <Sonner position="bottom-right" richColors closeButton theme={dark ? 'dark' : 'light'} />;
}
