import { describe, expect, it } from 'vitest';
import { TOAST_SEVERITIES, toastStyle } from '../../../web/src/layout/toastStyle.js';

describe('the toasts', () => {
  it('have the six severities, each drawn apart from the others', () => {
    expect(TOAST_SEVERITIES).toEqual(['info', 'success', 'warn', 'error', 'secondary', 'contrast']);
    const looks = TOAST_SEVERITIES.map((severity) => JSON.stringify(toastStyle(severity)));
    expect(new Set(looks).size).toBe(6);
  });

  it('interrupt a screen reader only for warnings and errors', () => {
    expect(TOAST_SEVERITIES.filter((severity) => toastStyle(severity).urgent)).toEqual([
      'warn',
      'error',
    ]);
  });
});
