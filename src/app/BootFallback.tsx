import { LoadingState } from '../components/states';
import { defineMessages, useT } from '../lib/i18n';
import { BootFrame } from './BootFrame';

const messages = defineMessages({
  loading: { id: 'shell.boot.loadingConsole', defaultMessage: 'Loading the console…' },
});

export function BootFallback() {
  const t = useT();
  return (
    <BootFrame>
      <LoadingState label={t(messages.loading)} />
    </BootFrame>
  );
}
