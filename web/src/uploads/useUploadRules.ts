import type { UploadRulesResponse } from '@stages/contracts';
import { useEffect, useState } from 'react';
import { api } from '../providers/apiClient';

let rules: Promise<UploadRulesResponse> | null = null;

/** The limits each kind of upload must meet, as the server is configured; asked once. */
export function useUploadRules(): UploadRulesResponse | null {
  const [value, setValue] = useState<UploadRulesResponse | null>(null);
  useEffect(() => {
    rules ??= api<UploadRulesResponse>('/uploads/rules/');
    let live = true;
    rules.then(
      (loaded) => live && setValue(loaded),
      () => {
        rules = null;
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return value;
}
