import { useMutation } from '@tanstack/react-query';
import { paths, scriptCreatedSchema, type ScriptCreate } from '../../../../contract';
import { http } from '../../../lib/http';
import { scriptKeys } from './keys';

export async function createScript(body: ScriptCreate) {
  const { data } = await http.post(paths.scripts, body, { schema: scriptCreatedSchema });
  return data;
}

export function useCreateScript() {
  return useMutation({
    mutationFn: createScript,
    meta: { invalidates: [scriptKeys.lists()] },
  });
}
