import { LoadingState } from '../components/states';
import { BootFrame } from './BootFrame';

export function BootFallback() {
  return (
    <BootFrame>
      <LoadingState label="Loading the console…" />
    </BootFrame>
  );
}
